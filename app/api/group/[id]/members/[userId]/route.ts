import { groupRoute } from '@/lib/groups/group-route';
import { removeMember } from '@/lib/groups/membership';

export const DELETE = groupRoute(undefined, ({ groupId, userId, params }) => removeMember({ groupId, userId, memberId: params.userId }));
