import { userRoute } from '@/lib/api/handler';
import { unpinMessage } from '@/lib/chats/pins';
import { pinSchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: pinSchema }, async ({ params, body, user }) => ({
  pins: await unpinMessage({ chatId: params.id, userId: String(user._id), messageId: body.messageId, scope: body.scope }),
}));
