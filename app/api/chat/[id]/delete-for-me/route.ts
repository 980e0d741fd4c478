import { userRoute } from '@/lib/api/handler';
import { hideChatForMe } from '@/lib/chats/hide-chat';
import { langOnlySchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: langOnlySchema }, async ({ params, user }) => {
  await hideChatForMe({ chatId: params.id, userId: String(user._id) });
  return { success: true };
});
