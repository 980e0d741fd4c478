import type { SpecialBadgeFields } from '@/models/User';
import { activeBadges } from './active-badges';

/**
 * The badges a user or group carries now, as every answer sends them (API.md: `{ type, icon,
 * label, color, expiresAt }`, `expiresAt: null` for badges that never expire).
 */
export function wireBadges(badges: SpecialBadgeFields[] | undefined | null) {
  return activeBadges(badges).map((badge) => ({
    type: badge.type,
    icon: badge.icon,
    label: badge.label,
    color: badge.color,
    expiresAt: badge.expiresAt ?? null,
  }));
}
