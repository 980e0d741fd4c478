import { userRoute } from '@/lib/api/handler';
import { getChatForMember } from '@/lib/chats/get-chat';
import { serializeChatFor } from '@/lib/chats/serialize-chat';
import { setNickname } from '@/lib/chats/set-nickname';
import { nicknameSchema } from '@/lib/validations/chat';

export const POST = userRoute({ body: nicknameSchema }, async ({ params, body, user }) => {
  const userId = String(user._id);
  await setNickname({ chatId: params.id, userId, targetUserId: body.targetUserId, nickname: body.nickname });
  return { success: true, chat: await serializeChatFor(await getChatForMember(params.id, userId), userId) };
});
