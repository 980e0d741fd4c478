import { userRoute } from '@/lib/api/handler';
import { getDirectChat } from '@/lib/chats/create-direct-chat';

export const GET = userRoute({}, async ({ params, user }) => ({ chat: await getDirectChat(String(user._id), params.userId) }));
