import { userRoute } from '@/lib/api/handler';
import { sendMessage } from '@/lib/messages/send-message';
import { sendMessageSchema } from '@/lib/validations/message';

export const POST = userRoute({ body: sendMessageSchema }, async ({ body, user }) => ({
  message: await sendMessage({ userId: String(user._id), sender: user, input: body }),
}));
