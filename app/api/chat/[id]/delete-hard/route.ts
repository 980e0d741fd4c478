import { userRoute } from '@/lib/api/handler';
import { clearDirectChat } from '@/lib/chats/clear-direct-chat';
import { langOnlySchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: langOnlySchema }, async ({ params, user }) => {
  await clearDirectChat({ chatId: params.id, userId: String(user._id) });
  return { success: true };
});
