import { userRoute } from '@/lib/api/handler';
import { createChat } from '@/lib/chats/create-direct-chat';
import { createChatSchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: createChatSchema }, async ({ body, user }) => ({
  chat: await createChat({ userId: String(user._id), members: body.members, type: body.type }),
}));
