import { expect, type Locator } from '@playwright/test';

// The history renders only the rows in view (react-virtuoso): how many messages it holds is on
// the list (data-loaded), not a count of rows.

/** How many messages the history (the `message-list` locator) holds. */
export const loadedCount = async (list: Locator) => Number(await list.getAttribute('data-loaded'));

/**
 * Scrolls the history to one end, waits for the next page to come in there, then for `anchor`
 * (the message that was at that end) to be still in view: the view did not jump.
 */
export async function scrollForPage(list: Locator, end: 'top' | 'bottom', anchor: (loaded: number) => Locator): Promise<void> {
  const before = await loadedCount(list);
  const kept = anchor(before);
  await list.evaluate((box, toTop) => box.scrollTo({ top: toTop ? 0 : box.scrollHeight }), end === 'top');
  await expect.poll(() => loadedCount(list)).toBeGreaterThan(before);
  await expect(kept).toBeInViewport();
}
