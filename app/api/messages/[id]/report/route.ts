import { userRoute } from '@/lib/api/handler';
import { reportMessage } from '@/lib/moderation/report-message';
import { reportSchema } from '@/lib/validations/moderation';

export const POST = userRoute({ body: reportSchema }, async ({ params, user, body }) => ({
  success: true,
  report: await reportMessage({ messageId: params.id, userId: String(user._id), reason: body.reason, note: body.note }),
}));
