/** SPEC.md section 3: the default avatar when none is set. */
export const DEFAULT_AVATAR = '/assets/default-avatar.png';

/** An avatar as an <img> source: stored files (/uploads/...) are served under the API host (/api). */
export function avatarSrc(url: string | null | undefined): string {
  if (!url) return DEFAULT_AVATAR;
  return url.startsWith('/uploads/') ? `/api${url}` : url;
}
