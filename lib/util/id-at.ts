// ObjectIds start with their creation time in seconds: the smallest id of a moment bounds every
// message stored from then on (catch-up margins, "jump to date", re-indexing recent messages).

/** The smallest ObjectId (hex) of that Unix second: 8 hex digits of the time, then zeros. */
export function idAtSecond(seconds: number): string {
  const clamped = Math.min(0xffffffff, Math.max(0, Math.floor(seconds)));
  return clamped.toString(16).padStart(8, '0') + '0'.repeat(16);
}
