import type { Locale } from '@/lib/i18n/locales';
import { User, type UserDoc } from '@/models/User';

/** PATCH /user/lang: the language the caller's screens and e-mails use. */
export async function updateLang(opts: { user: UserDoc; lang: Locale }) {
  await User.updateOne({ _id: opts.user._id }, { $set: { lang: opts.lang } });
  return { success: true as const, lang: opts.lang };
}
