import { userRoute } from '@/lib/api/handler';
import { listSubscriptions } from '@/lib/push/list-subscriptions';
import { saveSubscription } from '@/lib/push/save-subscription';
import { pushSubscriptionSchema } from '@/lib/validations/push';

export const POST = userRoute({ body: pushSubscriptionSchema }, ({ user, body }) => saveSubscription({ userId: String(user._id), input: body }));
export const GET = userRoute({}, ({ user }) => listSubscriptions(String(user._id)));
