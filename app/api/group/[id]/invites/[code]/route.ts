import { groupRoute } from '@/lib/api/group-route';
import { revokeInvite } from '@/lib/groups/invite-links';

export const DELETE = groupRoute(undefined, ({ groupId, userId, params }) => revokeInvite({ groupId, userId, code: params.code }));
