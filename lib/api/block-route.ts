import { userRoute } from '@/lib/api/handler';
import { langOnlySchema } from '@/lib/validations/chat';
import { setBlocked } from '@/lib/chats/block';

/** POST /chat/block/{chatId} and /chat/unblock/{chatId}. */
export const blockRoute = (blocked: boolean) =>
  userRoute({ body: langOnlySchema }, async ({ params, user }) => {
    await setBlocked({ chatId: params.chatId, userId: String(user._id), blocked });
    return { success: true };
  });
