import { userRoute } from '@/lib/api/handler';
import { reactToMessage } from '@/lib/messages/react-to-message';
import { reactSchema } from '@/lib/validations/message';

export const POST = userRoute({ body: reactSchema }, async ({ body, user }) => ({
  message: await reactToMessage({ userId: String(user._id), messageId: body.messageId, emoji: body.emoji }),
}));
