import { adminRoute } from '@/lib/api/handler';
import { removeBadge } from '@/lib/badges/review-request';
import { removeBadgeSchema } from '@/lib/validations/badge';

export const POST = adminRoute({ body: removeBadgeSchema }, async ({ params, body }) => ({ data: await removeBadge({ id: params.id, note: body.note }) }));
