import { groupRoute } from '@/lib/api/group-route';
import { demoteAdmin } from '@/lib/groups/roles';

export const DELETE = groupRoute(undefined, ({ groupId, userId, params }) => demoteAdmin({ groupId, userId, targetId: params.userId }));
