import { adminRoute, userRoute } from '@/lib/api/handler';
import { createBadgeRequest } from '@/lib/badges/create-request';
import { listBadgeRequests } from '@/lib/badges/list-requests';
import { badgeListQuerySchema } from '@/lib/validations/badge';

// multipart/form-data: badgeType, userId or groupId, fullname, email, phone, file (an image)
export const POST = userRoute({}, async ({ user, req }) => ({ data: await createBadgeRequest({ user, upload: req }) }));

export const GET = adminRoute({ query: badgeListQuerySchema }, async ({ query }) => ({
  data: await listBadgeRequests({ search: query.search, status: query.status, from: query.from || undefined, to: query.to || undefined }),
}));
