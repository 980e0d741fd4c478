import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { changePassword } from '@/lib/auth/change-password';
import { changePasswordSchema } from '@/lib/validations/auth';

export const POST = userRoute({ body: changePasswordSchema }, async ({ body, lang, user }) => {
  await changePassword({ userId: String(user._id), oldPassword: body.oldPassword, newPassword: body.newPassword });
  return successBody(lang, 'PASSWORD_CHANGED');
});
