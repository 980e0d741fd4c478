import { groupRoute } from '@/lib/api/group-route';
import { changeGroupSettings } from '@/lib/groups/group-settings';
import { joinLeaveNoticeSchema } from '@/lib/validations/group';

export const POST = groupRoute(joinLeaveNoticeSchema, ({ groupId, userId, body }) =>
  changeGroupSettings({ groupId, userId, settings: { showJoinLeaveNotice: body.show } }),
);
