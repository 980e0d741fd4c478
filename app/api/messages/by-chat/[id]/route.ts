import { userRoute } from '@/lib/api/handler';
import { listAround } from '@/lib/messages/list-around';
import { listMessages } from '@/lib/messages/list-messages';
import { historyQuerySchema } from '@/lib/validations/message';

export const GET = userRoute({ query: historyQuerySchema }, async ({ params, query, user }) => {
  const base = { chatId: params.id, userId: String(user._id), limit: query.limit };
  return query.around ? listAround({ ...base, around: query.around }) : listMessages({ ...base, before: query.before, after: query.after });
});
