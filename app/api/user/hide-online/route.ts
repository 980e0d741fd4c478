import { userRoute } from '@/lib/api/handler';
import { updateSettings } from '@/lib/users/update-settings';
import { hideOnlineSchema } from '@/lib/validations/user';

export const POST = userRoute({ body: hideOnlineSchema }, ({ user, body }) => updateSettings({ user, settings: { hideOnline: body.hideOnline } }));
