import { userRoute } from '@/lib/api/handler';
import { deleteMessageForAll } from '@/lib/messages/delete-message';
import { messageIdSchema } from '@/lib/validations/message';

export const POST = userRoute({ body: messageIdSchema }, async ({ body, user }) => {
  await deleteMessageForAll({ userId: String(user._id), messageId: body.messageId });
  return { success: true };
});
