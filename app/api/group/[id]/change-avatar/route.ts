import { userRoute } from '@/lib/api/handler';
import { changeGroupAvatar } from '@/lib/groups/change-avatar';
import { groupViewFor } from '@/lib/groups/group-view';

// multipart/form-data with the picture in field `avatar`
export const PUT = userRoute({}, async ({ params, user, req }) => {
  const group = await changeGroupAvatar({ groupId: params.id, user, upload: req });
  return { success: true, group: await groupViewFor(group, String(user._id)) };
});
