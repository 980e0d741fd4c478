'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { GroupAnswer, GroupGetAnswer, GroupView } from '@/lib/contract/answers';
import type { ChatUpdate } from '@/lib/contract/socket-events';
import { queryKeys } from './keys';

/** The member view of a group (not an outsider's preview). */
export const isMemberView = (group: GroupAnswer | undefined): group is GroupView => !!group && group.isMember;

/** GET /group/{id}: the member view, or a public group's preview for outsiders. Read again on every visit. */
export function useGroup(id: string) {
  return useQuery({
    queryKey: queryKeys.group(id),
    queryFn: async ({ signal }) => (await api<GroupGetAnswer>(`/group/${encodeURIComponent(id)}`, { signal })).group,
    staleTime: 0,
  });
}

/**
 * Live: a chat_updated (or new_chat) for this group reads it again; `deleted: true` means the
 * group is gone. `paused` stops all that once this tab itself left or deleted the group.
 */
export function useGroupLive(id: string, onDeleted: () => void, paused: { current: boolean }) {
  const queryClient = useQueryClient();
  const handle = (chat: ChatUpdate) => {
    if (paused.current || chat._id !== id) return;
    if (chat.deleted) {
      onDeleted();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.group(id) });
  };
  useSocketEvent('chat_updated', handle);
  useSocketEvent('new_chat', handle);
}
