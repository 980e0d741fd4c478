import { groupRoute } from '@/lib/api/group-route';
import { decideJoinRequest } from '@/lib/groups/join-requests';
import { decideJoinSchema } from '@/lib/validations/moderation';

export const POST = groupRoute(decideJoinSchema, ({ groupId, userId, params, body }) => decideJoinRequest({ groupId, userId, targetId: params.userId, approve: body.approve }));
