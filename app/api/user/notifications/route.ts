import { userRoute } from '@/lib/api/handler';
import { updateNotifications } from '@/lib/users/update-notifications';
import { userNotificationsSchema } from '@/lib/validations/push';

export const PUT = userRoute({ body: userNotificationsSchema }, ({ user, body }) => updateNotifications({ user, enabled: body.enabled, preview: body.preview }));
