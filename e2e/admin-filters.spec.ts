import { noDataRow, openUnlocked, requestBadge, reviewByApi, rowOf, search, statusSelect, t, utcDay } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';

// The filters of the badge request admin screen: status, free text, date range, reset.

test('filters: status all and approved, free text, a date range bounded both ways, reset', async ({ page, request, user }) => {
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

  // Date range (UTC days, inclusive): today shows both, tomorrow onwards none.
  const today = utcDay(pending.createdAt);
  const tomorrow = utcDay(pending.createdAt, 1);
  const from = page.getByLabel(t.from, { exact: true });
  const to = page.getByLabel(t.to, { exact: true });
  await from.fill(today);
  await to.fill(today);
  await expect(to).toHaveAttribute('min', today);
  await expect(from).toHaveAttribute('max', today);
  await expect(page.getByTestId('badge-row')).toHaveCount(2);
  // a range ending before it starts (typed past the bound) is refused
  await from.fill(tomorrow);
  await expect(page.getByRole('status').filter({ hasText: t.dateInvalid })).toHaveAttribute('data-kind', 'error');
  await from.fill(today);
  await expect(page.getByRole('status').filter({ hasText: t.dateInvalid })).toHaveCount(0);
  const listCall = page.waitForRequest((req) => req.url().includes('/api/badge-request?') && req.url().includes(`from=${tomorrow}`));
  await to.fill(tomorrow);
  await from.fill(tomorrow);
  expect(new URL((await listCall).url()).searchParams.get('to')).toBe(tomorrow);
  await expect(noDataRow(page)).toBeVisible();
  // clearable
  await page.getByRole('button', { name: t.clearFrom }).click();
  await expect(from).toHaveValue('');
  await expect(to).not.toHaveAttribute('min');
  await expect(page.getByTestId('badge-row')).toHaveCount(2);
  await page.getByRole('button', { name: t.clearTo }).click();
  await expect(to).toHaveValue('');

  await from.fill(tomorrow);
  await page.getByRole('button', { name: t.reset }).click();
  await expect(statusSelect(page)).toHaveValue('pending');
  await expect(search(page)).toHaveValue('');
  await expect(from).toHaveValue('');
  await expect(to).toHaveValue('');
});
