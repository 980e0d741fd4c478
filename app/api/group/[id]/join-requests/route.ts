import { userRoute } from '@/lib/api/handler';
import { listJoinRequests } from '@/lib/groups/join-requests';

export const GET = userRoute({}, async ({ params, user }) => ({ requests: await listJoinRequests({ groupId: params.id, userId: String(user._id) }) }));
