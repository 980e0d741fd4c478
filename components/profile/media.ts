export const DEFAULT_AVATAR = '/assets/default-avatar.png';

/**
 * Where the browser loads a stored file from: uploads live under the API (`/api/uploads/...`),
 * absolute and already-prefixed addresses stay as they are, a missing one is the default avatar.
 */
export function fileSrc(url: string | null | undefined, fallback = DEFAULT_AVATAR): string {
  if (!url) return fallback;
  if (/^(https?:|data:|blob:)/.test(url) || url.startsWith('/api/') || url.startsWith('/assets/')) return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}
