import { publicRoute } from '@/lib/api/handler';
import { openAdminSession } from '@/lib/badges/admin-session';
import { adminSessionSchema } from '@/lib/validations/badge';

export const POST = publicRoute({ body: adminSessionSchema }, async ({ body, ip }) => openAdminSession({ code: body.code, ip }));
