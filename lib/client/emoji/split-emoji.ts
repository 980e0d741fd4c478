import emojiRegex from 'emoji-regex';
import { emojiSrc } from '@/lib/emoji/emoji-key';

export type EmojiPart = { type: 'text'; text: string } | { type: 'emoji'; text: string; src: string };

const TEXT_VARIATION = '\ufe0e';
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;
// Every emoji has a code point past ASCII: most messages skip the (large) emoji pattern.
const BEYOND_ASCII = /[^\u0000-\u007f]/;

/**
 * Whether a match is drawn as text by default and was not asked to be an emoji: one code point
 * without Emoji_Presentation and without U+FE0F, such as ©, ™, ↔ or a bare ❤ (emoji-regex
 * matches them too). Those stay text, as every system shows them, and so does anything
 * followed by U+FE0E (text presentation asked for).
 */
function staysText(match: string, next: string | undefined): boolean {
  if (next === TEXT_VARIATION) return true;
  return [...match].length === 1 && !EMOJI_PRESENTATION.test(match);
}

/**
 * `text` cut into runs of plain text and single emoji (a flag, keycap, ZWJ sequence or skin
 * tone is one emoji), each emoji with the address of its Twemoji image. Joining the parts'
 * text gives `text` back unchanged.
 */
export function splitEmoji(text: string): EmojiPart[] {
  if (!BEYOND_ASCII.test(text)) return text ? [{ type: 'text', text }] : [];
  const parts: EmojiPart[] = [];
  let last = 0;
  for (const match of text.matchAll(emojiRegex())) {
    const emoji = match[0];
    const end = match.index + emoji.length;
    if (staysText(emoji, text[end])) continue;
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
    parts.push({ type: 'emoji', text: emoji, src: emojiSrc(emoji) });
    last = end;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
