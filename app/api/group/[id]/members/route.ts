import { groupRoute } from '@/lib/api/group-route';
import { addMember } from '@/lib/groups/membership';
import { userIdSchema } from '@/lib/validations/group';

export const POST = groupRoute(userIdSchema, ({ groupId, userId, body }) => addMember({ groupId, userId, newMemberId: body.userId }));
