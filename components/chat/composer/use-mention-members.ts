'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { isMemberView } from '@/lib/client/queries/group';
import { queryKeys } from '@/lib/client/queries/keys';
import type { Chat, GroupGetAnswer, Member } from '@/lib/contract/answers';

/** How long the members read for the picker are reused before a new `@` reads them again. */
const MEMBERS_FRESH_MS = 60_000;

/**
 * The members the picker may offer. Chat lists carry member objects for groups up to 100 members
 * (lib/chats/serialize-chat.ts) and bare ids beyond; for those the group's own answer (members
 * populated) is read once the picker is wanted. A list hidden from the viewer stays hidden: both
 * answers leave the members out for them.
 */
export function useMentionMembers(chat: Chat, wanted: boolean): (Member | string)[] {
  const members = chat.members ?? [];
  const bare = chat.type === 'group' && members.some((m) => typeof m === 'string');
  const group = useQuery({
    queryKey: queryKeys.group(chat._id),
    queryFn: async ({ signal }) => (await api<GroupGetAnswer>(`/group/${encodeURIComponent(chat._id)}`, { signal })).group,
    enabled: bare && wanted,
    staleTime: MEMBERS_FRESH_MS,
  });
  if (!bare) return members;
  return isMemberView(group.data) ? (group.data.members ?? []) : [];
}
