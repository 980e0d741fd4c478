// What a search query asks for, which index keys a message gets, and whether a message matches.
// Pure and shared with the browser (highlight.ts); the server's index lives in lib/search/postings.ts.
import { foldText, segments, type Segment } from './fold';

/**
 * Word prefixes that are indexed: a word of 5 letters gets keys for its first 2 and 4, one of 9
 * for its first 2, 4 and 8. A query word is looked up by its longest indexed prefix and the
 * candidates are checked whole (matchesQuery), so a few keys per word serve any word typed and
 * a prefix of the last one, without a key per prefix length.
 */
const PREFIX_LENGTHS = [2, 4, 8] as const;

export interface SearchQuery {
  /** folded words of spaced scripts, in order; the last one may be the start of a word */
  words: string[];
  /** whether the query ends with a word (then that word matches as a prefix) */
  lastWordIsPrefix: boolean;
  /** folded runs of unspaced scripts (Chinese, Japanese, ...): matched as substrings */
  runs: string[];
  /** the key to read the index by: the most selective one the query has */
  driver: string;
}

const chars = (text: string) => [...text];

/** Index keys of one word or run (see PREFIX_LENGTHS; unspaced runs: every character and pair). */
function keysOf(segment: Segment): string[] {
  if (segment.kind === 'word') {
    const letters = chars(segment.text);
    return PREFIX_LENGTHS.filter((n) => letters.length >= n).map((n) => `w:${letters.slice(0, n).join('')}`);
  }
  const letters = chars(segment.text);
  return letters.flatMap((ch, i) => (i + 1 < letters.length ? [`c:${ch}`, `c:${ch}${letters[i + 1]}`] : [`c:${ch}`]));
}

/** The index keys of a message's searchable text (text, caption, file name), without repeats. */
export function indexKeys(text: string): string[] {
  return [...new Set(segments(foldText(text).folded).flatMap(keysOf))];
}

/** The key a word of the query is read by: its longest indexed prefix; none for one letter. */
function wordKey(word: string): { key: string; strength: number } | null {
  const letters = chars(word);
  const length = [...PREFIX_LENGTHS].reverse().find((n) => letters.length >= n);
  return length ? { key: `w:${letters.slice(0, length).join('')}`, strength: length } : null;
}

/** A pair from the middle of a run (or its one character): a pair is far more selective than a character. */
function runKey(run: string): { key: string; strength: number } {
  const letters = chars(run);
  if (letters.length === 1) return { key: `c:${run}`, strength: 1 };
  const at = Math.floor((letters.length - 1) / 2);
  return { key: `c:${letters[at]}${letters[at + 1]}`, strength: 3 };
}

/**
 * The query, or null when it is too short to search (API.md: under 2 characters, 1 for
 * unspaced scripts) or has no word of 2 letters or more to read the index by.
 */
export function parseQuery(q: string): SearchQuery | null {
  const parts = segments(foldText(q.trim()).folded);
  const words = parts.filter((s) => s.kind === 'word').map((s) => s.text);
  const runs = parts.filter((s) => s.kind === 'unspaced').map((s) => s.text);
  const candidates = [...words.flatMap((w) => wordKey(w) ?? []), ...runs.map(runKey)];
  if (!candidates.length) return null;
  const driver = candidates.reduce((best, c) => (c.strength > best.strength ? c : best)).key;
  return { words, runs, driver, lastWordIsPrefix: parts[parts.length - 1]?.kind === 'word' };
}

/**
 * Whether a text matches: every word of the query is a whole word of the text (the last one may
 * be the start of one), every unspaced run occurs in the text's runs. All folded.
 */
export function matchesQuery(text: string, query: SearchQuery): boolean {
  const parts = segments(foldText(text).folded);
  const words = new Set(parts.filter((s) => s.kind === 'word').map((s) => s.text));
  const runs = parts.filter((s) => s.kind === 'unspaced').map((s) => s.text);
  const last = query.words.length - 1;
  const wordsMatch = query.words.every((w, i) =>
    i === last && query.lastWordIsPrefix ? [...words].some((t) => t.startsWith(w)) : words.has(w),
  );
  return wordsMatch && query.runs.every((run) => runs.some((t) => t.includes(run)));
}

/**
 * Whether the text holds the query's words as typed, diacritics included (case aside): "việt"
 * finds "Việt" and "Viet", and these results come first on their page.
 */
export function matchesExactly(text: string, q: string): boolean {
  const lower = text.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => lower.includes(word));
}
