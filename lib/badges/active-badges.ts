// Which special badges count now: the one rule, read by the server (before a badge leaves it)
// and by the browser (a page kept open past a badge's expiry). No server imports here.

export interface ExpiringBadge {
  type: string;
  expiresAt?: Date | string | null;
}

const isActive = (badge: ExpiringBadge, now: number) => !badge.expiresAt || new Date(badge.expiresAt).getTime() > now;

/** The badges that have not expired. */
export function activeBadges<T extends ExpiringBadge>(badges: T[] | undefined | null, now = Date.now()): T[] {
  return (badges ?? []).filter((badge) => isActive(badge, now));
}

/** Whether the badges hold an unexpired verification (the blue check, SPEC.md section 3). */
export function isVerified(badges: ExpiringBadge[] | undefined | null, now = Date.now()): boolean {
  return (badges ?? []).some((badge) => badge.type === 'verified' && isActive(badge, now));
}
