import { foldText, segments } from './fold';
import { parseQuery } from './query';

/**
 * The ranges of `text` that `query` matched (folded as the server folds: "tieng" marks "Tiếng"),
 * as [start, end) UTF-16 offsets into the original text, in order and not overlapping.
 */
export function highlightRanges(text: string, query: string): Array<[number, number]> {
  const parsed = parseQuery(query);
  if (!parsed) return [];
  const { folded, source } = foldText(text);
  const hits: Array<[number, number]> = [];
  const last = parsed.words.length - 1;
  for (const part of segments(folded)) {
    if (part.kind === 'word') {
      const word = parsed.words.find((w, i) => (i === last && parsed.lastWordIsPrefix ? part.text.startsWith(w) : part.text === w));
      if (word) hits.push([part.start, part.start + word.length]);
      continue;
    }
    for (const run of parsed.runs) {
      for (let at = part.text.indexOf(run); at >= 0; at = part.text.indexOf(run, at + run.length)) {
        hits.push([part.start + at, part.start + at + run.length]);
      }
    }
  }
  const ranges = hits
    .filter(([start, end]) => end > start)
    .map(([start, end]): [number, number] => [source[start][0], source[end - 1][1]])
    .sort((a, b) => a[0] - b[0]);
  // Merge overlaps (two runs of a query can overlap in the text).
  return ranges.reduce<Array<[number, number]>>((merged, range) => {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
    return merged;
  }, []);
}
