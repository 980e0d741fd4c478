import { describe, expect, it } from 'vitest';
import { activeBadges, isVerified } from './active-badges';

describe('active badges', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const forever = { type: 'verified', expiresAt: null };
  const past = { type: 'verified', expiresAt: '2026-11-24T11:59:59Z' };
  const future = { type: 'supporter', expiresAt: new Date('2026-11-25T00:00:00Z') };

  it('keeps badges without an expiry and those expiring later, as strings or dates', () => {
    expect(activeBadges([forever, past, future], now)).toEqual([forever, future]);
    expect(activeBadges(undefined, now)).toEqual([]);
  });

  it('counts only an unexpired verification as verified', () => {
    expect(isVerified([past, future], now)).toBe(false);
    expect(isVerified([past, forever], now)).toBe(true);
    expect(isVerified(null, now)).toBe(false);
  });
});
