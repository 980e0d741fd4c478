import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { changePassword } from '@/lib/auth/change-password';
import { changePasswordSchema } from '@/lib/validations/auth';

// Answers a fresh `token`: the old one ended with the other sessions (API.md "Sessions").
export const POST = userRoute({ body: changePasswordSchema }, async ({ body, lang, user, sessionId }) => {
  const { token } = await changePassword({ userId: String(user._id), sessionId, oldPassword: body.oldPassword, newPassword: body.newPassword });
  return successBody(lang, 'PASSWORD_CHANGED', { token });
});
