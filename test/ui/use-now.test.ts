import { describe, expect, it } from 'vitest';
import { clockReading, isFuture, msUntilNextReading } from '@/lib/client/use-now';

// The one clock of the screens (lib/client/use-now.ts): it moves at each step (relative dates)
// and at each deadline passed (a mute ending on screen), and reads the same in between.

const MINUTE = 60_000;
const base = Date.UTC(2026, 0, 1, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('useNow clock', () => {
  it('reads the start of the step when no deadline passed', () => {
    expect(clockReading(base + 25_000, MINUTE, '')).toBe(base);
    expect(clockReading(base + 59_999, MINUTE, '')).toBe(base);
    expect(clockReading(base + MINUTE, MINUTE, '')).toBe(base + MINUTE);
  });

  it('reads a deadline passed within the step, so what ended there shows as ended', () => {
    const mutedUntil = base + 20_000;
    const deadlines = iso(mutedUntil);
    expect(isFuture(deadlines, clockReading(base + 19_000, MINUTE, deadlines))).toBe(true);
    const reading = clockReading(base + 21_000, MINUTE, deadlines);
    expect(reading).toBe(mutedUntil);
    expect(isFuture(deadlines, reading)).toBe(false);
    // and stays the same until the next step or deadline
    expect(clockReading(base + 50_000, MINUTE, deadlines)).toBe(reading);
  });

  it('wakes at the next deadline when it comes before the next step, else at the step', () => {
    const deadlines = [iso(base + 10_000), iso(base + 5 * MINUTE)].join('|');
    expect(msUntilNextReading(base, MINUTE, deadlines)).toBe(10_000 + 50);
    expect(msUntilNextReading(base + 11_000, MINUTE, deadlines)).toBe(49_000);
    expect(msUntilNextReading(base + 11_000, MINUTE, '')).toBe(49_000);
  });

  it('never waits longer than a timer can', () => {
    expect(msUntilNextReading(base, 40 * 24 * 60 * MINUTE, '')).toBe(2_147_483_647);
  });
});
