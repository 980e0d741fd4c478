import { userRoute } from '@/lib/api/handler';
import { listMyChats } from '@/lib/chats/list-my-chats';

export const GET = userRoute({}, async ({ user }) => ({ chats: await listMyChats(String(user._id)) }));
