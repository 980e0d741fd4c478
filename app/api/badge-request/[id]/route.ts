import { adminRoute } from '@/lib/api/handler';
import { reviewBadgeRequest } from '@/lib/badges/review-request';
import { reviewBadgeSchema } from '@/lib/validations/badge';

export const PATCH = adminRoute({ body: reviewBadgeSchema }, async ({ params, body }) => ({
  data: await reviewBadgeRequest({ id: params.id, status: body.status, note: body.note }),
}));
