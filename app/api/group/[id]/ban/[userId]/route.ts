import { groupRoute } from '@/lib/api/group-route';
import { unbanMember } from '@/lib/groups/bans';

export const DELETE = groupRoute(undefined, ({ groupId, userId, params }) => unbanMember({ groupId, userId, targetId: params.userId }));
