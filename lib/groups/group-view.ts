import { wireBadges } from '@/lib/badges/wire-badges';
import { loadMemberSummaries, type MemberSummary } from '@/lib/chats/member-summary';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { loadChatContext, serializeChat } from '@/lib/chats/serialize-chat';
import { isGroupMember } from './get-group';

/** Member lists on the group page stop here; the count is always exact. */
const GROUP_PAGE_MEMBERS = 2000;

/**
 * The group as its page shows it to a member: its members as objects (API.md "members
 * populated"), the first GROUP_PAGE_MEMBERS of them, unless the list is hidden from the viewer.
 * A member beyond that, or whose account is gone, is left out rather than sent as a bare id.
 */
export async function groupViewFor(group: ChatDoc, viewerId: string) {
  const { lastOf } = await loadChatContext([{ ...group, members: [] }]);
  const users = await loadMemberSummaries(group.members.slice(0, GROUP_PAGE_MEMBERS));
  const { members, ...chat } = serializeChat(group, viewerId, users, lastOf(group, viewerId));
  const listed = members?.filter((member): member is MemberSummary => typeof member !== 'string');
  return { ...chat, ...(listed ? { members: listed } : {}), type: 'group' as const, isMember: true as const };
}

/** What an outsider sees of a public group through its link: enough to decide to join. */
export function publicGroupPreview(group: ChatDoc) {
  const id = String(group._id);
  return {
    _id: id,
    id,
    type: 'group' as const,
    name: group.name,
    avatar: group.avatar,
    memberCount: group.members.length,
    public: group.public,
    specialBadges: wireBadges(group.specialBadges),
    isSupport: group.isSupport,
    isMember: false as const,
  };
}

export async function groupAnswer(group: ChatDoc, viewerId: string) {
  return isGroupMember(group, viewerId) ? groupViewFor(group, viewerId) : publicGroupPreview(group);
}
