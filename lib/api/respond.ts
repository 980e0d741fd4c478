import { translate } from '@/lib/i18n/server-messages';
import type { Locale } from '@/lib/i18n/locales';

/** The answer of an account call that succeeded: `{ success: true, message, ...data }`. */
export function successBody(lang: Locale, key: string, data: Record<string, unknown> = {}) {
  return { success: true, message: translate(lang, `success.${key}`), ...data };
}
