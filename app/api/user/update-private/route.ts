import { userRoute } from '@/lib/api/handler';
import { updateSettings } from '@/lib/users/update-settings';
import { updatePrivateSchema } from '@/lib/validations/user';

export const POST = userRoute({ body: updatePrivateSchema }, ({ user, body }) => updateSettings({ user, settings: { isPrivate: body.isPrivate } }));
