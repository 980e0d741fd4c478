import { userRoute } from '@/lib/api/handler';
import { getProfile } from '@/lib/users/get-profile';
import { userIdParamSchema } from '@/lib/validations/user';

// Static siblings (me, search, lang, my-stickers, update-private, hide-online) win over [id].
export const GET = userRoute({}, async ({ user, params }) => getProfile({ targetId: userIdParamSchema.parse(params.id), viewer: user }));
