import { groupRoute } from '@/lib/api/group-route';
import { banMember } from '@/lib/groups/bans';
import { banSchema } from '@/lib/validations/moderation';

export const POST = groupRoute(banSchema, ({ groupId, userId, body }) => banMember({ groupId, userId, memberId: body.memberId, reason: body.reason }));
