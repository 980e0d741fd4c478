import { ApiError, invalidField } from '@/lib/api/errors';
import { userRoute } from '@/lib/api/handler';
import { createDirectChat } from '@/lib/chats/create-direct-chat';
import { createChatSchema } from '@/lib/validations/chat';

// Opens the one-to-one chat with the one other member (groups are made by /chat/create-group,
// which requires a name). A caller's own id in `members` is ignored (API.md).
export const POST = userRoute({ body: createChatSchema }, async ({ body, user }) => {
  const userId = String(user._id);
  const others = [...new Set(body.members.filter((id) => id !== userId))];
  if (body.type === 'group') throw invalidField('name', { reason: 'REQUIRED', text: 'groupNameRequired' });
  if (others.length !== 1) throw new ApiError('VALIDATION_ERROR');
  return { chat: await createDirectChat({ userId, otherId: others[0] }) };
});
