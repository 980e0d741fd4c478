import { userRoute } from '@/lib/api/handler';
import { markRead } from '@/lib/chats/mark-read';
import { markReadSchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: markReadSchema }, async ({ params, body, user }) => {
  await markRead({ chatId: params.id, userId: String(user._id), lastReadId: body.lastReadId });
  return { success: true };
});
