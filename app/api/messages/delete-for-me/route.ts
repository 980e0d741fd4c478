import { userRoute } from '@/lib/api/handler';
import { deleteMessageForMe } from '@/lib/messages/delete-message';
import { messageIdSchema } from '@/lib/validations/message';

export const POST = userRoute({ body: messageIdSchema }, async ({ body, user }) => {
  await deleteMessageForMe({ userId: String(user._id), messageId: body.messageId });
  return { success: true };
});
