import { userRoute } from '@/lib/api/handler';
import { listMessages } from '@/lib/messages/list-messages';
import { historyQuerySchema } from '@/lib/validations/message';

export const GET = userRoute({ query: historyQuerySchema }, async ({ params, query, user }) =>
  listMessages({ chatId: params.id, userId: String(user._id), before: query.before, after: query.after, limit: query.limit }),
);
