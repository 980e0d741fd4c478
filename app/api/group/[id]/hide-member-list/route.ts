import { groupRoute } from '@/lib/api/group-route';
import { changeGroupSettings } from '@/lib/groups/group-settings';
import { hideListSchema } from '@/lib/validations/group';

export const POST = groupRoute(hideListSchema, ({ groupId, userId, body }) => changeGroupSettings({ groupId, userId, settings: { hideMemberList: body.hide } }));
