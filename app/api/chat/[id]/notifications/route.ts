import { userRoute } from '@/lib/api/handler';
import { setChatMuted } from '@/lib/push/set-chat-muted';
import { chatNotificationsSchema } from '@/lib/validations/push';

export const PUT = userRoute({ body: chatNotificationsSchema }, ({ user, params, body }) => setChatMuted({ chatId: params.id, userId: String(user._id), muted: body.muted }));
