// Text folding for search, shared by the server (indexing, matching) and the browser
// (highlighting): one rule, so what the server matched is what the user sees marked.

/** Scripts written without spaces between words: searched by characters and pairs of them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}/gu;

export type CharKind = 'word' | 'unspaced' | 'other';

export function charKind(ch: string): CharKind {
  if (UNSPACED.test(ch)) return 'unspaced';
  return LETTER_OR_DIGIT.test(ch) ? 'word' : 'other';
}

/**
 * One character without case or diacritics: "Ế" → "e", "đ"/"Đ" → "d" (Vietnamese đ is its own
 * letter, not d plus a mark, so Unicode decomposition alone keeps it). A combining mark on its
 * own folds to nothing.
 */
export function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  if (lower === 'đ') return 'd';
  return lower.normalize('NFD').replace(MARKS, '');
}

export interface FoldedText {
  /** the text folded character by character */
  folded: string;
  /** for each UTF-16 unit of `folded`: the [start, end) of the original character it came from */
  source: Array<[number, number]>;
}

/** Folds a text and remembers where each folded unit came from (for highlighting). */
export function foldText(text: string): FoldedText {
  let folded = '';
  const source: Array<[number, number]> = [];
  let offset = 0;
  for (const ch of text) {
    const piece = foldChar(ch);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) source.push([offset, offset + ch.length]);
    offset += ch.length;
  }
  return { folded, source };
}

/** A folded text's words and unspaced runs, in order, with their place in the folded text. */
export interface Segment {
  kind: 'word' | 'unspaced';
  text: string;
  start: number;
}

export function segments(folded: string): Segment[] {
  const found: Segment[] = [];
  let current: Segment | null = null;
  let index = 0;
  for (const ch of folded) {
    const kind = charKind(ch);
    if (kind === 'other') current = null;
    else if (current && current.kind === kind) current.text += ch;
    else {
      current = { kind, text: ch, start: index };
      found.push(current);
    }
    index += ch.length;
  }
  return found;
}
