import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { changeEmail } from '@/lib/auth/change-email';
import { changeEmailSchema } from '@/lib/validations/auth';

export const POST = userRoute({ body: changeEmailSchema }, async ({ body, lang, user }) => {
  await changeEmail({ user, ...body });
  return successBody(lang, 'EMAIL_CHANGED');
});
