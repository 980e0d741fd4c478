import { userRoute } from '@/lib/api/handler';
import { resolveReport } from '@/lib/moderation/resolve-report';
import { resolveReportSchema } from '@/lib/validations/moderation';

export const POST = userRoute({ body: resolveReportSchema }, async ({ params, user, body }) => {
  await resolveReport({ groupId: params.id, userId: String(user._id), reportId: params.reportId, action: body.action });
  return { success: true };
});
