import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { TEST_ADMIN_CODE } from '../test/support/stack';
import { expect, test, uniqueName, type E2EUser } from './fixtures';
import { en, fill, vi, zh } from './support/messages';

const t = vi.admin;
const SHOTS = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));
const PAGE = '/admin/badge-requests';

interface BadgeRequestRow {
  _id: string;
  status: string;
  createdAt: string;
  fileUrl: string;
}

let documentPng: Buffer | undefined;
async function documentImage(): Promise<Buffer> {
  documentPng ??= await sharp({ create: { width: 120, height: 80, channels: 3, background: '#dbe7ff' } }).png().toBuffer();
  return documentPng;
}

/** A badge request for the user's own account, made through the API (multipart, with a PNG). */
async function requestBadge(request: APIRequestContext, user: E2EUser, fullname: string, phone = '+84 912 345 678'): Promise<BadgeRequestRow> {
  const res = await request.post('/api/badge-request', {
    headers: { Authorization: `Bearer ${user.token}` },
    multipart: {
      badgeType: 'user',
      userId: user.id,
      fullname,
      email: user.email,
      phone,
      file: { name: 'cccd.png', mimeType: 'image/png', buffer: await documentImage() },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as BadgeRequestRow;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/badge-request/admin-session', { data: { code: TEST_ADMIN_CODE } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).adminToken as string;
}

async function reviewByApi(request: APIRequestContext, id: string, status: 'approved' | 'rejected', note = '') {
  const res = await request.patch(`/api/badge-request/${id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` }, data: { status, note } });
  expect(res.ok()).toBeTruthy();
}

async function badgesOf(request: APIRequestContext, user: E2EUser): Promise<string[]> {
  const res = await request.get(`/api/user/${user.id}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()).user.specialBadges as { type: string }[]).map((b) => b.type);
}

/** Opens the screen unlocked, the way the gate leaves it (admin token and flag in localStorage). */
async function openUnlocked(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.goto('/api/health');
  await page.evaluate((value) => {
    localStorage.setItem('adminToken', value);
    localStorage.setItem('adminUnlocked', '1');
  }, token);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
}

const rowOf = (page: Page, fullname: string) => page.getByTestId('badge-row').filter({ hasText: fullname });
const search = (page: Page) => page.getByRole('searchbox', { name: t.search });
const statusSelect = (page: Page) => page.getByLabel(t.status, { exact: true });
const toast = (page: Page) => page.getByTestId('admin-toast');
const noDataRow = (page: Page) => page.getByRole('cell', { name: t.noData });
const utcDay = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + plusDays * 86_400_000).toISOString().slice(0, 10);

async function expectNoButtons(row: Locator) {
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByText(t.noActions)).toBeAttached();
}

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

test('a new request appears as pending; approving it gives the user the blue check', async ({ page, request, user }) => {
  const fullname = `Nguyễn Văn ${uniqueName('a')}`;
  const created = await requestBadge(request, user, fullname);
  expect(created.status).toBe('pending');
  expect(await badgesOf(request, user)).not.toContain('verified');

  await openUnlocked(page, request);
  await search(page).fill(fullname);
  const row = rowOf(page, fullname);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('badge-status')).toHaveText(t.statuses.pending);
  await expect(row).toContainText(t.typeUser);
  await expect(row).toContainText(user.id);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('+84 912 345 678');
  await expect(row.getByRole('link', { name: fill(t.documentOf, { name: fullname }) })).toHaveAttribute('href', `/api${created.fileUrl}`);
  const doc = await request.get(`/api${created.fileUrl}`);
  expect(doc.headers()['content-type']).toContain('image/png');

  // Edit mode: cancel, then approve with a note.
  await row.getByRole('button', { name: fill(t.reviewOf, { name: fullname }) }).click();
  await expect(row.getByLabel(t.noteLabel)).toBeFocused();
  await row.getByRole('button', { name: vi.common.cancel }).click();
  await expect(row.getByLabel(t.noteLabel)).toHaveCount(0);
  await row.getByRole('button', { name: fill(t.reviewOf, { name: fullname }) }).click();
  await row.getByLabel(t.noteLabel).fill('Giấy tờ hợp lệ');
  const patch = page.waitForResponse((res) => res.request().method() === 'PATCH');
  await row.getByRole('button', { name: t.approve }).click();
  expect((await patch).status()).toBe(200);
  await expect(toast(page)).toHaveText(new RegExp(t.approvedToast));
  // gone from the pending list; the toast fades after about 2.2 s
  await expect(row).toHaveCount(0);
  await expect(noDataRow(page)).toBeVisible();
  await expect(toast(page)).toBeHidden({ timeout: 20_000 });

  await statusSelect(page).selectOption('approved');
  await expect(row.getByTestId('badge-status')).toHaveText(t.statuses.approved);
  await expect(row).toContainText('Giấy tờ hợp lệ');
  expect(await badgesOf(request, user)).toContain('verified');
});

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

test('removing a badge needs a reason; rejected and removed rows have no actions', async ({ page, request, user }) => {
  const tag = uniqueName('r');
  const keptName = `Phạm Gỡ ${tag}`;
  const rejectName = `Võ Từ Chối ${tag}`;
  const approved = await requestBadge(request, user, keptName);
  await reviewByApi(request, approved._id, 'approved');
  await requestBadge(request, user, rejectName);
  expect(await badgesOf(request, user)).toContain('verified');

  await openUnlocked(page, request);
  await search(page).fill(tag);
  await statusSelect(page).selectOption('approved');
  const row = rowOf(page, keptName);
  await row.getByRole('button', { name: fill(t.removeOf, { name: keptName }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.removeTitle, { name: keptName }) });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel(t.reasonLabel);
  await expect(reason).toBeFocused();

  let removeCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/remove-badge')) removeCalls += 1;
  });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: t.confirmRemove }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t.reasonRequired })).toHaveAttribute('data-kind', 'error');
  expect(removeCalls).toBe(0);
  // Escape closes without removing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: fill(t.removeOf, { name: keptName }) }).click();
  await expect(reason).toHaveValue('');
  await reason.fill('Tài khoản giả mạo');
  await dialog.getByRole('button', { name: t.confirmRemove }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toHaveText(new RegExp(t.removedToast));
  expect(removeCalls).toBe(1);
  expect(await badgesOf(request, user)).not.toContain('verified');

  // Reject the other one through edit mode.
  await statusSelect(page).selectOption('pending');
  const pendingRow = rowOf(page, rejectName);
  await pendingRow.getByRole('button', { name: fill(t.reviewOf, { name: rejectName }) }).click();
  await pendingRow.getByLabel(t.noteLabel).fill('Ảnh mờ');
  await pendingRow.getByRole('button', { name: t.reject }).click();
  await expect(toast(page)).toHaveText(new RegExp(t.rejectedToast));
  await expect(pendingRow).toHaveCount(0);

  await statusSelect(page).selectOption('all');
  const removedRow = rowOf(page, keptName);
  await expect(removedRow.getByTestId('badge-status')).toHaveText(t.statuses.removed);
  await expect(removedRow).toContainText('Tài khoản giả mạo');
  await expectNoButtons(removedRow);
  const rejectedRow = rowOf(page, rejectName);
  await expect(rejectedRow.getByTestId('badge-status')).toHaveText(t.statuses.rejected);
  await expect(rejectedRow).toContainText('Ảnh mờ');
  await expectNoButtons(rejectedRow);
});

test('the unlocked screen fits 360 px: the table scrolls inside its own box', async ({ page, request, user }) => {
  const name = `Hẹp ${uniqueName('n')}`;
  await requestBadge(request, user, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await openUnlocked(page, request);
  await search(page).fill(name);
  await expect(rowOf(page, name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = page.getByRole('region', { name: t.tableLabel });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // keyboard: the scroll box takes focus, the row's action is reachable
  await box.focus();
  await expect(box).toBeFocused();
  await rowOf(page, name).getByRole('button', { name: fill(t.reviewOf, { name }) }).focus();
  await page.keyboard.press('Enter');
  await expect(rowOf(page, name).getByLabel(t.noteLabel)).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`screenshots of the admin screen at ${width} px`, async ({ page, request, user }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}admin-gate-${width}.png`, fullPage: true });

    const tag = uniqueName('shot');
    const names = [`Nguyễn Thị Mai ${tag}`, `Trần Quốc Bảo ${tag}`, `Lê Hoàng Nam ${tag}`, `Phạm Minh Anh ${tag}`];
    const rows = [];
    for (const name of names) rows.push(await requestBadge(request, user, name, '0912 345 678'));
    await reviewByApi(request, rows[1]._id, 'approved', 'Đã xác minh CCCD');
    await reviewByApi(request, rows[2]._id, 'rejected', 'Ảnh giấy tờ bị mờ');

    await openUnlocked(page, request);
    await statusSelect(page).selectOption('all');
    await search(page).fill(tag);
    await expect(page.getByTestId('badge-row')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await rowOf(page, names[0]).getByRole('button', { name: fill(t.reviewOf, { name: names[0] }) }).click();
    const box = page.getByRole('region', { name: t.tableLabel });
    // wide screens show every column; narrow ones scroll the table box, not the page
    if (width > 1000) expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    else await box.evaluate((el) => el.scrollTo({ left: 0 }));
    await page.screenshot({ path: `${SHOTS}admin-${width}.png`, fullPage: true });

    await rowOf(page, names[1]).getByRole('button', { name: fill(t.removeOf, { name: names[1] }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}admin-remove-dialog-${width}.png` });
  });
}
