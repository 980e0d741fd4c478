import { cookies, headers } from 'next/headers';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/server-messages';
import { THEME_LIGHT } from '@/lib/pwa/theme';

/**
 * The web app manifest, in the language the pages use (the NEXT_LOCALE cookie, else the browser's):
 * a route rather than a static file so that an installed app is named in its user's language.
 */
export async function GET() {
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const lang = isLocale(cookie) ? cookie : (localeFromAcceptLanguage((await headers()).get('accept-language')) ?? DEFAULT_LOCALE);
  const manifest = {
    id: '/chat',
    name: translate(lang, 'common.appName'),
    short_name: translate(lang, 'common.appName'),
    description: translate(lang, 'pwa.description'),
    lang,
    start_url: '/chat',
    scope: '/',
    display: 'standalone',
    background_color: THEME_LIGHT,
    theme_color: THEME_LIGHT,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie, Accept-Language' } });
}
