import { groupRoute } from '@/lib/api/group-route';
import { changeGroupSettings } from '@/lib/groups/group-settings';
import { publicFlagSchema } from '@/lib/validations/group';

export const PATCH = groupRoute(publicFlagSchema, ({ groupId, userId, body }) => changeGroupSettings({ groupId, userId, settings: { public: body.value } }));
