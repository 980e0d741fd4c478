// How the history's loaded window changed between two renders (use-history-scroll.ts).

export interface Edges {
  first: string | null;
  last: string | null;
  /** the window stopped short of the newest */
  windowed: boolean;
}

/**
 * How the loaded messages changed between two renders: the first ones arrived, an older page came
 * in front, a newer page behind a window (scrolling down), a live message at the end, or the whole
 * window was replaced (a jump, "jump to newest").
 */
export type Change = 'none' | 'opened' | 'older' | 'newerPage' | 'live' | 'replaced';

export function changeOf(before: Edges, first: string | null, last: string | null): Change {
  if (last === null) return 'none';
  if (before.last === null) return 'opened';
  if (first !== before.first && last === before.last) return 'older';
  if (last === before.last) return 'none';
  if (first !== before.first) return 'replaced';
  return before.windowed ? 'newerPage' : 'live';
}
