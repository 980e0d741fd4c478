import { groupRoute } from '@/lib/api/group-route';
import { setPublicLink } from '@/lib/groups/invite-links';
import { publicFlagSchema } from '@/lib/validations/group';

export const PATCH = groupRoute(publicFlagSchema, ({ groupId, userId, body }) => setPublicLink({ groupId, userId, value: body.value }));
