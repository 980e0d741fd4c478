import { groupRoute } from '@/lib/api/group-route';
import { muteMember } from '@/lib/groups/mutes';
import { muteMemberSchema } from '@/lib/validations/group';

export const POST = groupRoute(muteMemberSchema, ({ groupId, userId, body }) =>
  muteMember({ groupId, userId, memberId: body.memberId, until: body.mute === false ? false : new Date(body.mute) }),
);
