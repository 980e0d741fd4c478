import { publicRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { resetPassword } from '@/lib/auth/reset-password';
import { resetPasswordSchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body, lang }) => {
  await resetPassword(body);
  return successBody(lang, 'PASSWORD_RESET');
});
