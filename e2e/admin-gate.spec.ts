import { TEST_ADMIN_CODE } from '../test/support/stack';
import { PAGE, statusSelect, t } from './admin-helpers';
import { expect, test } from './fixtures';
import { en, vi, zh } from './support/messages';

// The gate of the badge request admin screen: the admin code, the stored unlock, its expiry.

test('the gate: a wrong code is refused, the right one unlocks, the unlock survives a reload, logout locks', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
  const code = page.getByLabel(t.codeLabel);
  await expect(code).toHaveAttribute('type', 'password');
  await expect(page.getByRole('heading', { name: t.title })).toHaveCount(0);

  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t.codeRequired })).toBeVisible();

  await code.fill('not-the-code');
  const wrong = page.waitForResponse('**/api/badge-request/admin-session');
  await code.press('Enter');
  expect((await wrong).status()).toBe(403);
  await expect(page.getByRole('status').filter({ hasText: t.invalidCode })).toHaveAttribute('data-kind', 'error');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  await code.fill(TEST_ADMIN_CODE);
  const list = page.waitForRequest((req) => req.url().includes('/api/badge-request?'));
  await code.press('Enter');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUnlocked')]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBe('1');
  // the admin calls carry the admin token (not a user token)
  expect((await list).headers().authorization).toBe(`Bearer ${stored[0]}`);
  await expect(statusSelect(page)).toHaveValue('pending');

  await page.reload();
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(page.getByLabel(t.codeLabel)).toHaveCount(0);

  await page.getByRole('button', { name: t.logout }).click();
  await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUnlocked')])).toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
});

test('the gate and the table follow the language switcher (zh, en)', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: vi.lang.zh, exact: true }).click();
  await expect(page.getByRole('heading', { name: zh.admin.gateTitle })).toBeVisible();
  await page.getByLabel(zh.admin.codeLabel).fill(TEST_ADMIN_CODE);
  await page.getByRole('button', { name: zh.admin.unlock }).click();
  await expect(page.getByRole('heading', { name: zh.admin.title })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: zh.admin.columns.status })).toBeVisible();
  await expect(page.getByLabel(zh.admin.status, { exact: true })).toHaveValue('pending');
  await page.getByRole('button', { name: vi.lang.en, exact: true }).click();
  await expect(page.getByRole('heading', { name: en.admin.title })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: en.admin.columns.document })).toBeVisible();
});

test('an expired admin token locks the screen again', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() => {
    localStorage.setItem('adminToken', 'expired.or.forged');
    localStorage.setItem('adminUnlocked', '1');
  });
  const answer = page.waitForResponse((res) => res.url().includes('/api/badge-request?'));
  await page.goto(PAGE);
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.sessionExpired })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
