import { userRoute } from '@/lib/api/handler';
import { searchUsers } from '@/lib/users/search-users';
import { userSearchQuerySchema } from '@/lib/validations/user';

export const GET = userRoute({ query: userSearchQuerySchema }, ({ user, query }) => searchUsers({ viewer: user, ...query }));
