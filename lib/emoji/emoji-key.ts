// The name an emoji is served under: /emoji/<key>.svg (lib/emoji/serve-emoji-node.ts).
//
// Twemoji names its files by code point (lower-case hex joined by '-') and keeps U+FE0F (the
// emoji variation selector) only in some ZWJ sequences: 🏳️‍🌈 is 1f3f3-fe0f-200d-1f308.svg but
// 👁️‍🗨️ is 1f441-200d-1f5e8.svg, and ❤️ is 2764.svg. People type either form (a keyboard may
// or may not add FE0F), so the key leaves every FE0F out and the server finds the file that
// carries it where Twemoji kept it (lib/emoji/twemoji-files.ts). No two Twemoji files differ
// only by FE0F, so the key names exactly one file.

const VARIATION_SELECTOR_16 = 0xfe0f;

/** Code points of `emoji` without U+FE0F, as lower-case hex joined by '-' (e.g. '1f469-200d-1f4bb'). */
export function emojiKey(emoji: string): string {
  const points: string[] = [];
  for (const char of emoji) {
    const point = char.codePointAt(0)!;
    if (point !== VARIATION_SELECTOR_16) points.push(point.toString(16));
  }
  return points.join('-');
}

/** A key as the server accepts it: 1 to 16 code points of 1-6 hex digits (the longest Twemoji name has 10). */
export const EMOJI_KEY_PATTERN = /^[0-9a-f]{1,6}(?:-[0-9a-f]{1,6}){0,15}$/;

/** The address of an emoji's image on this server. */
export function emojiSrc(emoji: string): string {
  return `/emoji/${emojiKey(emoji)}.svg`;
}
