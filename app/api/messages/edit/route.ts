import { userRoute } from '@/lib/api/handler';
import { editMessage } from '@/lib/messages/edit-message';
import { editMessageSchema } from '@/lib/validations/message';

export const POST = userRoute({ body: editMessageSchema }, async ({ body, user }) => ({
  message: await editMessage({ userId: String(user._id), messageId: body.messageId, newContent: body.newContent }),
}));
