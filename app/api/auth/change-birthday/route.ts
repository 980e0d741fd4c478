import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { changeBirthday } from '@/lib/auth/change-birthday';
import { changeBirthdaySchema } from '@/lib/validations/auth';

export const POST = userRoute({ body: changeBirthdaySchema }, async ({ body, lang, user }) => {
  await changeBirthday({ user, ...body });
  return successBody(lang, 'BIRTHDAY_CHANGED');
});
