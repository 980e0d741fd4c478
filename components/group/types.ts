import type { ChatRole, GroupAnswer, GroupView, Member } from '@/lib/contract/answers';

export const isMemberView = (group: GroupAnswer | undefined): group is GroupView => !!group && group.isMember !== false;

export const roleOf = (group: Pick<GroupView, 'owner' | 'admins'>, userId: string): ChatRole =>
  group.owner === userId ? 'owner' : group.admins.includes(userId) ? 'admin' : 'member';

export const memberObjects = (group: GroupView): Member[] =>
  (group.members ?? []).map((m) => (typeof m === 'string' ? { _id: m, id: m, username: m } : m));
