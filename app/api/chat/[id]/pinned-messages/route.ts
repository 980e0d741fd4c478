import { userRoute } from '@/lib/api/handler';
import { listPins } from '@/lib/chats/pins';

export const GET = userRoute({}, async ({ params, user }) => ({ pins: await listPins({ chatId: params.id, userId: String(user._id) }) }));
