import type { ChatRole, GroupView } from '@/lib/contract/answers';

export const roleOf = (group: Pick<GroupView, 'owner' | 'admins'>, userId: string): ChatRole =>
  group.owner === userId ? 'owner' : group.admins.includes(userId) ? 'admin' : 'member';
