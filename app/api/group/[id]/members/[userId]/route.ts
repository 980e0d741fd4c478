import { groupRoute } from '@/lib/api/group-route';
import { removeMember } from '@/lib/groups/membership';

export const DELETE = groupRoute(undefined, ({ groupId, userId, params }) => removeMember({ groupId, userId, memberId: params.userId }));
