import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatRow, composer, directChat, messageWith, newPerson, openAs, sendText } from './chat-helpers';
import { vi } from './support/messages';

// Keyboard only: opening a chat puts the focus in the composer; whatever takes the focus in the
// history is visible then; the emoji picker's tabs and grid are one Tab stop each, moved in with
// the arrow keys.

/** The focused element's accessible name, and how opaque it is drawn (its ancestors' opacity multiplied). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    let opacity = 1;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return { name: element?.getAttribute('aria-label') ?? element?.textContent ?? '', opacity, tabIndex: element?.tabIndex };
  });

test('keyboard: a chat opens with the focus in the composer; focused tools are visible; the picker is roving', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  for (let n = 1; n <= 12; n += 1) await sendText(request, n % 2 ? bob : alice, chat._id, `phím ${n}`);

  const a = await openAs(browser, alice);
  await chatRow(a, bob.username).getByRole('button').first().focus();
  await a.keyboard.press('Enter');
  await expect(composer(a)).toBeFocused();
  await expect(messageWith(a, 'phím 1').first()).toBeVisible();

  // Back past the composer's buttons into the history: the message tools that take the focus
  // are drawn.
  const inHistory = () => a.evaluate(() => !!document.activeElement?.closest('[data-testid="message-list"]'));
  for (let press = 0; press < 8 && !(await inHistory()); press += 1) await a.keyboard.press('Shift+Tab');
  expect(await inHistory()).toBe(true);
  await expect.poll(async () => (await focused(a)).opacity).toBe(1);
  const tool = await focused(a);
  expect([vi.conversation.reply, vi.conversation.moreActions, vi.conversation.react]).toContain(tool.name);

  // The picker: Tab reaches the tab list once, then the grid once; arrows move inside each.
  await composer(a).focus();
  // Back over the composer's tools (formatting, file, image) to the picker's button.
  const pickerButton = a.getByRole('button', { name: vi.composer.emoji });
  const pickerFocused = () => pickerButton.evaluate((button) => button === document.activeElement);
  for (let press = 0; press < 6 && !(await pickerFocused()); press += 1) await a.keyboard.press('Shift+Tab');
  await expect(pickerButton).toBeFocused();
  await a.keyboard.press('Enter');
  const tabs = a.getByTestId('picker-tabs');
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0');
  expect(await tabs.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
  const grid = a.getByRole('tabpanel').getByRole('button');
  await expect(grid.first()).toBeVisible();
  expect(await a.getByRole('tabpanel').locator('button[tabindex="0"]').count()).toBe(1);

  // Focus the selected tab, move right: the next tab is selected and focused.
  await tabs.getByRole('tab', { selected: true }).focus();
  const firstTab = await tabs.getByRole('tab', { selected: true }).getAttribute('aria-label');
  await a.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { selected: true })).not.toHaveAttribute('aria-label', firstTab!);
  await expect(tabs.getByRole('tab', { selected: true })).toBeFocused();
  await a.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('aria-label', firstTab!);

  // One Tab into the grid, at its first emoji; right, then down a row, then Enter inserts it.
  await a.keyboard.press('Tab');
  await expect(grid.first()).toBeFocused();
  await a.keyboard.press('ArrowRight');
  await expect(grid.nth(1)).toBeFocused();
  const columns = await a.getByRole('tabpanel').evaluate((panel) => {
    const cells = [...panel.querySelectorAll<HTMLElement>('button')];
    return cells.filter((cell) => cell.offsetTop === cells[0].offsetTop).length;
  });
  await a.keyboard.press('ArrowDown');
  await expect(grid.nth(1 + columns)).toBeFocused();
  expect(await a.getByRole('tabpanel').locator('button[tabindex="0"]').count()).toBe(1);
  const picked = await grid.nth(1 + columns).locator('img').getAttribute('alt');
  await a.keyboard.press('Enter');
  await expect(composer(a)).toHaveValue(picked!);
});
