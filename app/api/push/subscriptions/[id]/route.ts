import { userRoute } from '@/lib/api/handler';
import { deleteSubscription } from '@/lib/push/delete-subscriptions';

export const DELETE = userRoute({}, ({ user, params }) => deleteSubscription({ userId: String(user._id), subscriptionId: params.id }));
