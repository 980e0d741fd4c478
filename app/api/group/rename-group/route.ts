import { userRoute } from '@/lib/api/handler';
import { changeGroupSettings } from '@/lib/groups/group-settings';
import { groupViewFor } from '@/lib/groups/group-view';
import { renameGroupSchema } from '@/lib/validations/group';

export const POST = userRoute({ body: renameGroupSchema }, async ({ body, user }) => {
  const userId = String(user._id);
  const group = await changeGroupSettings({ groupId: body.groupId, userId, settings: { name: body.newName } });
  return { success: true, group: await groupViewFor(group, userId) };
});
