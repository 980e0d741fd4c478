// A search hit's text as a line of the results: the matched ranges marked, and for a long
// text a window around the first match (the match may be far into a long message).

export type Range = [start: number, end: number];

export interface Segment {
  text: string;
  mark: boolean;
}

/** Sorted, overlapping and touching ranges joined, empty ones dropped. */
function mergeRanges(ranges: Range[], length: number): Range[] {
  const sorted = ranges
    .map(([start, end]): Range => [Math.max(0, start), Math.min(length, end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

const isLowSurrogate = (text: string, i: number) => /[\uDC00-\uDFFF]/.test(text[i] ?? '');

/** The part of `text` to show: all of it when short, else `max` characters starting a little before the first match. */
function windowOf(text: string, first: number, max: number): Range {
  if (text.length <= max) return [0, text.length];
  let start = Math.max(0, Math.min(first - Math.floor(max / 4), text.length - max));
  // Start at a word when one begins shortly after (not in the middle of "Việt"), still before the match.
  if (start > 0 && !/\s/.test(text[start - 1])) {
    for (let i = start; i < Math.min(first, start + 12); i += 1) {
      if (/\s/.test(text[i])) {
        start = i + 1;
        break;
      }
    }
  }
  if (isLowSurrogate(text, start)) start += 1;
  let end = Math.min(text.length, start + max);
  if (isLowSurrogate(text, end)) end -= 1;
  return [start, end];
}

/**
 * `text` cut into plain and marked pieces; runs of white space (line breaks) shown as one
 * space. A text longer than `max` is cut to a window around the first match, with "…" at
 * the cut ends.
 */
export function snippetSegments(text: string, ranges: Range[], max = 140): Segment[] {
  const marks = mergeRanges(ranges, text.length);
  const [start, end] = windowOf(text, marks[0]?.[0] ?? 0, max);
  const segments: Segment[] = [];
  const push = (from: number, to: number, mark: boolean) => {
    if (to > from) segments.push({ text: text.slice(from, to).replace(/\s+/g, ' '), mark });
  };
  let at = start;
  for (const [from, to] of marks) {
    if (to <= start || from >= end) continue;
    push(at, Math.max(at, from), false);
    push(Math.max(at, from), Math.min(to, end), true);
    at = Math.min(to, end);
  }
  push(at, end, false);
  if (start > 0) segments.unshift({ text: '…', mark: false });
  if (end < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
