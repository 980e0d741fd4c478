import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mailsFor, waitForCode } from '../test/support/mailbox';
import { expect, mailDir, registerUser, seedSession, test, type E2EUser } from './fixtures';
import { fill, vi } from './support/messages';

// Joining by link, refusals, the avatar, and deleting a group with the mailed code (Vietnamese).
const g = vi.group;

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function createGroup(request: APIRequestContext, owner: E2EUser, name: string, members: E2EUser[] = []): Promise<string> {
  const res = await request.post('/api/chat/create-group', { headers: auth(owner), data: { name, members: members.map((m) => m.id) } });
  expect(res.ok()).toBe(true);
  return (await res.json()).chat._id;
}

async function openAs(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedSession(page, user);
  await page.goto(path);
  return page;
}

const panel = (page: Page) => page.getByTestId('group-panel');

test('a third user joins a public group by its link', async ({ signedInPage: owner, user, request, browser }) => {
  const id = await createGroup(request, user, 'Nhóm công khai');
  const outsider = await registerUser(request);

  // Not public yet: the link refuses outsiders.
  const pageC = await openAs(browser, outsider, `/group/${id}`);
  await expect(pageC.getByTestId('group-not-found')).toHaveText(g.unableToJoin);
  await expect(pageC.getByText(vi.errors.NOT_A_MEMBER)).toBeVisible();

  await owner.goto(`/group/${id}`);
  const toggle = owner.getByRole('switch', { name: new RegExp(g.publicJoin) });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await (await request.get(`/api/group/${id}`, { headers: auth(user) })).json()).group.public).toBe(true);

  // Through the copied link: a preview with a join button.
  const link = (await owner.getByTestId('group-link').textContent())!;
  await pageC.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const card = pageC.getByTestId('group-join-card');
  await expect(card.getByRole('heading', { name: 'Nhóm công khai' })).toBeVisible();
  await expect(card).toContainText(fill(g.memberCount, { count: 1 }));
  await card.getByRole('button', { name: g.join }).click();
  await expect(panel(pageC)).toHaveAttribute('data-role', 'member');
  await expect(owner.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 2 }));

  // Made private again, a fourth user's join is refused by the server: UNABLE_TO_JOIN.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const late = await registerUser(request);
  const res = await request.post(`/api/group/join/${id}`, { headers: auth(late), data: {} });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('UNABLE_TO_JOIN');
  await pageC.context().close();
});

test('a join refused after the preview shows "unable to join the group"', async ({ signedInPage: page, request }) => {
  const owner = await registerUser(request);
  const id = await createGroup(request, owner, 'Nhóm sắp đóng');
  await request.patch(`/api/group/${id}/public`, { headers: auth(owner), data: { value: true } });
  await page.goto(`/group/${id}`);
  const card = page.getByTestId('group-join-card');
  await expect(card.getByRole('button', { name: g.join })).toBeVisible();
  // The owner closes the group while the preview is on screen.
  await request.patch(`/api/group/${id}/public`, { headers: auth(owner), data: { value: false } });
  await card.getByRole('button', { name: g.join }).click();
  await expect(card.getByRole('status')).toHaveText(new RegExp(vi.errors.UNABLE_TO_JOIN));
});

test('an unknown group shows "group not found" and the way back to /chat', async ({ signedInPage: page }) => {
  await page.goto('/group/0123456789abcdef01234567');
  await expect(page.getByTestId('group-not-found')).toHaveText(g.notFound);
  await page.getByRole('main').getByRole('link', { name: g.backToChat }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/group/nonsense');
  await expect(page.getByTestId('group-not-found')).toHaveText(g.notFound);
});

test('group avatar: only PNG or JPG, checked in the picker', async ({ signedInPage: page, user, request }) => {
  const id = await createGroup(request, user, 'Nhóm ảnh');
  await page.goto(`/group/${id}`);
  await expect(panel(page)).toBeVisible();
  await page.getByTestId('group-avatar-input').setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByTestId('group-notice')).toHaveText(g.onlyPngJpg);
  await page.getByTestId('group-avatar-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: fill(g.avatarAlt, { name: 'Nhóm ảnh' }) })).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  // The server checks the bytes too: a GIF claimed as PNG is refused with 415 UNSUPPORTED_FILE_TYPE,
  // with the avatar's own text.
  const res = await request.put(`/api/group/${id}/change-avatar`, {
    headers: auth(user),
    multipart: { avatar: { name: 'x.png', mimeType: 'image/png', buffer: GIF } },
  });
  expect(res.status()).toBe(415);
  expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', message: vi.errors.unsupportedFileType.pngJpg });
});

test('the owner deletes the group with the code from the real mail; members see it go', async ({ signedInPage: page, user, request, browser }) => {
  test.setTimeout(120_000); // two browsers, a real mail and a code: more than a minute on a busy machine
  const member = await registerUser(request);
  const id = await createGroup(request, user, 'Nhóm sẽ xóa', [member]);
  await page.goto(`/group/${id}`);
  const pageB = await openAs(browser, member, `/group/${id}`);
  await expect(panel(pageB)).toBeVisible();
  await expect(pageB.getByRole('button', { name: g.deleteGroup })).toHaveCount(0);

  await page.getByRole('button', { name: g.deleteGroup }).click();
  const dialog = page.getByRole('dialog', { name: g.deleteTitle });
  await expect(dialog.getByLabel(g.ownerEmail)).toHaveValue(user.email);
  const seen = mailsFor(mailDir(), user.email).length;
  await dialog.getByRole('button', { name: g.requestCode }).click();
  const code = await waitForCode(mailDir(), user.email, seen);
  const codeField = dialog.getByLabel(g.code, { exact: true });
  await codeField.fill('1234567');
  await expect(codeField).toHaveValue('123456');
  // A wrong code is refused with the server's message and keeps the group.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: g.deleteButton }).click();
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(vi.errors.OTP_INVALID));
  await codeField.fill(code);
  await dialog.getByRole('button', { name: g.deleteButton }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(pageB.getByTestId('group-ended')).toHaveText(g.deleted);
  expect((await request.get(`/api/group/${id}`, { headers: auth(user) })).status()).toBe(404);
  await pageB.context().close();
});
