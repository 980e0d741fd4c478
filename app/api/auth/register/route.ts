import { publicRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { register } from '@/lib/auth/register';
import { registerSchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: registerSchema }, async ({ body, lang }) =>
  successBody(lang, 'REGISTERED', { user: await register(body) }),
);
