import { env } from '@/lib/env';

/**
 * The browsers' push services (Chrome/Edge's FCM, Firefox's Mozilla service, Windows' WNS,
 * Safari's Apple service): a host equal to one of these or under it. An endpoint is an address a
 * user hands the server; without this rule the server would POST wherever anyone asked.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

const extraOrigins = (() => {
  let parsed: { raw: string; origins: Set<string> } | undefined;
  return () => {
    const raw = env().PUSH_ENDPOINT_ALLOWLIST;
    if (parsed?.raw !== raw) {
      const origins = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .flatMap((entry) => {
          try {
            return [new URL(entry).origin];
          } catch {
            return [];
          }
        });
      parsed = { raw, origins: new Set(origins) };
    }
    return parsed.origins;
  };
})();

/**
 * Whether the server may POST pushes to `endpoint`: https on a browser push service on the default
 * port, or an origin PUSH_ENDPOINT_ALLOWLIST names (tests' stand-ins, a self-hosted service).
 * Checked when a subscription is stored and again before every send.
 */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins().has(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
