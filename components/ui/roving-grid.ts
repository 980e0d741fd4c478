import type { KeyboardEvent } from 'react';

// A grid of buttons (the picker's emoji and stickers, its tabs, the reaction strip) is one Tab
// stop: the arrow keys move within it, Home and End go to its ends (WAI-ARIA's roving tabindex).
// The focusable cell is tracked on the DOM, not in React state: moving through hundreds of emoji
// re-renders nothing.

const CELL_SELECTOR = '[data-grid-cell]';

/**
 * The props of cell `index`: the first one is the grid's Tab stop until the arrows move it, or
 * `current` says which one is (a tab list's selected tab).
 */
export const gridCell = (index: number, current?: boolean) => ({ 'data-grid-cell': '', tabIndex: (current ?? index === 0) ? 0 : -1 });

/**
 * The grid's onKeyDown: moves the focus, and the Tab stop with it, to the next cell. `row`: a
 * single row (left and right only); `activate`: the cell reached is clicked (a tab list selects
 * the tab it moves to).
 */
export function moveInGrid(event: KeyboardEvent<HTMLElement>, opts: { row?: boolean; activate?: boolean } = {}): void {
  const cells = [...event.currentTarget.querySelectorAll<HTMLElement>(CELL_SELECTOR)];
  const from = cells.indexOf(document.activeElement as HTMLElement);
  if (from < 0) return;
  // Cells on the first line: the number of columns (the grid wraps with the width).
  const columns = opts.row ? cells.length : Math.max(1, cells.filter((cell) => cell.offsetTop === cells[0].offsetTop).length);
  const steps: Record<string, number> = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: cells.length - 1 };
  if (!opts.row) Object.assign(steps, { ArrowDown: from + columns, ArrowUp: from - columns });
  const to = steps[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const target = cells[Math.min(Math.max(to, 0), cells.length - 1)];
  cells[from].tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  if (opts.activate) target.click();
}
