import { z } from 'zod';
import { userRoute } from '@/lib/api/handler';
import { LOCALES } from '@/lib/i18n/locales';
import { User } from '@/models/User';

const schema = z.object({ lang: z.enum(LOCALES, { error: 'VALIDATION_ERROR' }) });

export const PATCH = userRoute({ body: schema }, async ({ body, user }) => {
  await User.updateOne({ _id: user._id }, { $set: { lang: body.lang } });
  return { success: true, lang: body.lang };
});
