import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

const LANG_KEY = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieLocale(): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The interface language in the browser: the NEXT_LOCALE cookie, else the stored lang, else vi. */
export function currentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const candidates = [cookieLocale(), localStorage.getItem(LANG_KEY), document.documentElement.lang];
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

/** The stored language when it differs from the cookie (e.g. the cookie was cleared). */
export function storedLocaleMissingFromCookie(): Locale | undefined {
  const stored = localStorage.getItem(LANG_KEY);
  return isLocale(stored) && !isLocale(cookieLocale()) ? stored : undefined;
}

/** Remembers the language for the server (cookie, read by i18n/request.ts) and the client. */
export function persistLocale(lang: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  localStorage.setItem(LANG_KEY, lang);
}
