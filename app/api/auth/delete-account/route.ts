import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { deleteAccount } from '@/lib/users/delete-account';
import { deleteAccountSchema } from '@/lib/validations/auth';

export const POST = userRoute({ body: deleteAccountSchema }, async ({ body, lang, user }) => {
  await deleteAccount({ user, email: body.email, otp: body.otp });
  return successBody(lang, 'ACCOUNT_DELETED');
});
