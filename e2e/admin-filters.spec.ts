import type { Locator } from '@playwright/test';
import { EARLIEST_DAY } from '../lib/client/date-parts';
import { noDataRow, openUnlocked, requestBadge, reviewByApi, rowOf, search, statusSelect, t, utcDay } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';
import { dateOf, pickDate } from './support/date-field';

// The filters of the badge request admin screen: status, free text, date range, reset.

test('filters: status all and approved, free text, a day range bounded both ways, reset', async ({ page, request, user }) => {
  const tag = uniqueName('f');
  const approvedName = `Trần Duyệt ${tag}`;
  const pendingName = `Lê Chờ ${tag}`;
  const approved = await requestBadge(request, user, approvedName);
  await reviewByApi(request, approved._id, 'approved');
  const pending = await requestBadge(request, user, pendingName);

  await openUnlocked(page, request);
  await search(page).fill(tag);
  await expect(rowOf(page, pendingName)).toBeVisible();
  await expect(rowOf(page, approvedName)).toHaveCount(0);

  await statusSelect(page).selectOption('all');
  await expect(rowOf(page, approvedName)).toBeVisible();
  await expect(rowOf(page, pendingName)).toBeVisible();
  await statusSelect(page).selectOption('approved');
  await expect(rowOf(page, pendingName)).toHaveCount(0);
  await expect(rowOf(page, approvedName).getByTestId('badge-status')).toHaveText(t.statuses.approved);

  // Free text over e-mail and account id as well as the name.
  await statusSelect(page).selectOption('all');
  await search(page).fill(pendingName);
  await expect(rowOf(page, pendingName)).toBeVisible();
  await expect(rowOf(page, approvedName)).toHaveCount(0);
  await search(page).fill(user.email);
  await expect(page.getByTestId('badge-row')).toHaveCount(2);
  await search(page).fill(`${tag}-nobody`);
  await expect(noDataRow(page)).toBeVisible();
  await search(page).fill(tag);
  await expect(page.getByTestId('badge-row')).toHaveCount(2);

  // Date range (UTC days, inclusive), picked with the day pickers of the interface's language:
  // today shows both, yesterday none; each end offers no day past the other.
  const today = utcDay(pending.createdAt);
  const yesterday = utcDay(pending.createdAt, -1);
  const from = page.getByRole('group', { name: t.from, exact: true });
  const to = page.getByRole('group', { name: t.to, exact: true });
  const days = (field: Locator) => field.locator('select[data-part="day"] option:not([value=""])');
  const dayOf = (value: string) => String(Number(value.slice(8)));
  await pickDate(from, today);
  await pickDate(to, today);
  await expect(page.getByTestId('badge-row')).toHaveCount(2);
  await expect(days(to)).toHaveText([dayOf(today)]);
  const listCall = page.waitForRequest((req) => req.url().includes('/api/badge-request?') && req.url().includes(`to=${yesterday}`));
  await pickDate(from, yesterday);
  await pickDate(to, yesterday);
  expect(new URL((await listCall).url()).searchParams.get('from')).toBe(yesterday);
  await expect(noDataRow(page)).toBeVisible();
  await expect(days(to).first()).toHaveText(dayOf(yesterday));
  await expect(days(from).last()).toHaveText(dayOf(yesterday));
  // clearable, the focus on the emptied picker; `to` offers the earliest day again once `from` is gone
  await page.getByRole('button', { name: t.clearTo }).click();
  await expect.poll(() => dateOf(to)).toBe('');
  await expect(to.locator('select').first()).toBeFocused();
  await expect(page.getByTestId('badge-row')).toHaveCount(2);
  await page.getByRole('button', { name: t.clearFrom }).click();
  await expect.poll(() => dateOf(from)).toBe('');
  await expect(from.locator('select').first()).toBeFocused();
  await expect(to.locator('select[data-part="year"] option').last()).toHaveText(EARLIEST_DAY.slice(0, 4));

  // a half-made pick that the other end has left out of range moves into it when completed
  const lastYear = `${Number(today.slice(0, 4)) - 1}-06-15`;
  await from.locator('select[data-part="year"]').selectOption(today.slice(0, 4));
  await pickDate(to, lastYear);
  await from.locator('select[data-part="month"]').selectOption('12');
  await from.locator('select[data-part="day"]').selectOption('15');
  expect(await dateOf(from)).toBe(lastYear);

  // reset empties both, a half-made pick too
  await pickDate(to, '');
  await page.getByRole('button', { name: t.reset }).click();
  await expect(statusSelect(page)).toHaveValue('pending');
  await expect(search(page)).toHaveValue('');
  await expect.poll(() => dateOf(from)).toBe('');
  await expect(to.locator('select[data-part="year"]')).toHaveValue('');
});
