import { groupRoute } from '@/lib/api/group-route';
import { promoteAdmin } from '@/lib/groups/roles';
import { userIdSchema } from '@/lib/validations/group';

export const POST = groupRoute(userIdSchema, ({ groupId, userId, body }) => promoteAdmin({ groupId, userId, targetId: body.userId }));
