import { userRoute } from '@/lib/api/handler';
import { toPublicUser } from '@/lib/users/public-user';

export const GET = userRoute({}, async ({ user }) => ({ user: toPublicUser(user, String(user._id)) }));
