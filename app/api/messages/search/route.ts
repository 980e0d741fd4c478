import { userRoute } from '@/lib/api/handler';
import { searchMessages } from '@/lib/search/search-messages';
import { searchQuerySchema } from '@/lib/validations/search';

export const GET = userRoute({ query: searchQuerySchema }, async ({ query, user }) =>
  searchMessages({ userId: String(user._id), q: query.q, chatId: query.chatId, before: query.before, limit: query.limit }),
);
