import { userRoute } from '@/lib/api/handler';
import { toOwnUser } from '@/lib/users/public-user';
import { updateProfile } from '@/lib/users/update-profile';
import { updateMeSchema } from '@/lib/validations/user';

export const GET = userRoute({}, async ({ user }) => ({ user: toOwnUser(user) }));

export const PUT = userRoute({ body: updateMeSchema }, ({ user, body }) => updateProfile({ user, input: body }));
