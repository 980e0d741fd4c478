import { userRoute } from '@/lib/api/handler';
import { deleteGroup } from '@/lib/groups/delete-group';
import { deleteGroupSchema } from '@/lib/validations/group';

export const POST = userRoute({ body: deleteGroupSchema }, async ({ body, user }) => {
  await deleteGroup({ groupId: body.groupId, user, email: body.email, otp: body.otp });
  return { success: true };
});
