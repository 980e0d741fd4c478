import { z } from 'zod';
import { userRoute } from '@/lib/api/handler';
import { LOCALES } from '@/lib/i18n/locales';
import { updateLang } from '@/lib/users/update-lang';

const schema = z.object({ lang: z.enum(LOCALES, { error: 'VALIDATION_ERROR' }) });

export const PATCH = userRoute({ body: schema }, ({ body, user }) => updateLang({ user, lang: body.lang }));
