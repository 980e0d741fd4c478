import { userRoute } from '@/lib/api/handler';
import { listBans } from '@/lib/groups/bans';

export const GET = userRoute({}, async ({ params, user }) => ({ bans: await listBans({ groupId: params.id, userId: String(user._id) }) }));
