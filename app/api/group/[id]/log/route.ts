import { userRoute } from '@/lib/api/handler';
import { listLog } from '@/lib/moderation/list-log';
import { logQuerySchema } from '@/lib/validations/moderation';

export const GET = userRoute({ query: logQuerySchema }, async ({ params, user, query }) => ({
  ...(await listLog({ groupId: params.id, userId: String(user._id), before: query.before, limit: query.limit })),
}));
