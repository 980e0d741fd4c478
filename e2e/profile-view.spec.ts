import type { APIRequestContext } from '@playwright/test';
import { expect, registerUser, test, type E2EUser } from './fixtures';
import { pauseClock } from './support/clock';
import { fill, vi } from './support/messages';

// The profile pages (SPEC.md section 2, "Profile page"), in Vietnamese.
const p = vi.profile;

/** A 1×1 PNG, for the avatar upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function profileOf(request: APIRequestContext, viewer: E2EUser, id: string) {
  const res = await request.get(`/api/user/${id}`, { headers: auth(viewer) });
  expect(res.ok()).toBe(true);
  return (await res.json()).user;
}

test('own profile: id with copy, bio edit, avatar change and the hide-profile toggle', async ({ signedInPage: page, user, request }) => {
  await page.clock.install();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: p.myTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
  await expect(page.getByTestId('profile-account-id')).toHaveText(user.id);
  await expect(page.getByText(user.email)).toBeVisible();
  // Own profile: counts only, no vote buttons, no block.
  await expect(page.getByRole('button', { name: new RegExp(`^${p.like}`) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: p.block })).toHaveCount(0);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The copied mark's 2 s on the page's fake clock: on a busy machine they could pass before the
  // check looks. Time runs as usual again for the rest of the test.
  await pauseClock(page);
  await page.getByRole('button', { name: p.copyId }).click();
  await expect(page.getByText(p.copied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.id);
  await page.clock.runFor(2000);
  await expect(page.getByText(p.copied, { exact: true })).toBeHidden();
  await page.clock.resume();

  // Bio: max 256 characters, saved through PUT /user/me.
  await expect(page.getByTestId('profile-bio')).toHaveText(p.noBio);
  await page.getByRole('button', { name: p.editBio }).click();
  const bio = page.getByRole('textbox', { name: p.bioLabel });
  await bio.fill('x'.repeat(300));
  await expect(bio).toHaveValue('x'.repeat(256));
  await expect(page.getByText(fill(p.bioCount, { count: 256, max: 256 }))).toBeVisible();
  await bio.fill('Xin chào, tôi thích trò chuyện.');
  await page.getByRole('button', { name: vi.common.save }).click();
  await expect(page.getByTestId('profile-bio')).toHaveText('Xin chào, tôi thích trò chuyện.');
  expect((await profileOf(request, user, user.id)).bio).toBe('Xin chào, tôi thích trò chuyện.');

  // Avatar: uploaded, then stored on the user and shown from /api/uploads/.
  await page.getByTestId('profile-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const avatar = page.getByRole('img', { name: fill(p.avatarAlt, { name: user.username }) });
  await expect(avatar).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  expect((await profileOf(request, user, user.id)).avatar).toMatch(/^\/uploads\//);

  // Hide profile.
  const hide = page.getByRole('switch', { name: new RegExp(p.hideProfile) });
  await expect(hide).not.toBeChecked();
  await hide.click();
  await expect(hide).toBeChecked();
  await expect.poll(async () => (await profileOf(request, user, user.id)).isPrivate).toBe(true);
  // The owner still sees everything of their own private profile.
  await page.reload();
  await expect(page.getByTestId('profile-account-id')).toHaveText(user.id);
  await expect(page.getByRole('switch', { name: new RegExp(p.hideProfile) })).toBeChecked();
});

test('/profile/{own id} is the own profile', async ({ signedInPage: page, user }) => {
  await page.goto(`/profile/${user.id}`);
  await expect(page.getByRole('heading', { name: p.myTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: p.editBio })).toBeVisible();
});

test('another public profile: details, no edit controls, send message opens the chat', async ({ signedInPage: page, user, request }) => {
  const other = await registerUser(request);
  await request.put('/api/user/me', { headers: auth(other), data: { bio: 'Bio của người khác' } });
  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { name: p.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: other.username })).toBeVisible();
  await expect(page.getByTestId('profile-bio')).toHaveText('Bio của người khác');
  await expect(page.getByTestId('profile-account-id')).toHaveText(other.id);
  await expect(page.getByText(other.email)).toBeVisible();
  await expect(page.getByText(p.genders.other, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: p.editBio })).toHaveCount(0);
  await expect(page.getByRole('button', { name: p.changeAvatar })).toHaveCount(0);
  await expect(page.getByTestId('profile-private-notice')).toHaveCount(0);

  // Record what the page stores, whatever the chat screen then does with the key.
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'activeChatId') (window as unknown as { storedChatId: string }).storedChatId = value;
      return original.call(this, key, value);
    };
  });
  await page.getByRole('button', { name: p.sendMessage }).click();
  await expect(page).toHaveURL(/\/chat$/);
  const chatId = await page.evaluate(() => (window as unknown as { storedChatId?: string }).storedChatId);
  expect(chatId).toMatch(/^[a-f0-9]{24}$/);
  const res = await request.get(`/api/chat/one-to-one/${other.id}`, { headers: auth(user) });
  expect((await res.json()).chat._id).toBe(chatId);
});

test('a private profile hides e-mail, birthday, gender, id and creation date', async ({ signedInPage: page, request }) => {
  const other = await registerUser(request);
  const res = await request.post('/api/user/update-private', { headers: auth(other), data: { isPrivate: true } });
  expect(res.ok()).toBe(true);
  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { name: other.username })).toBeVisible();
  await expect(page.getByTestId('profile-private-notice')).toHaveText(p.privateNotice);
  await expect(page.getByTestId('profile-hidden-info')).toHaveText(p.hiddenInfo);
  await expect(page.getByText(other.email)).toHaveCount(0);
  await expect(page.getByTestId('profile-account-id')).toHaveCount(0);
  await expect(page.getByText(p.birthday, { exact: true })).toHaveCount(0);
  await expect(page.getByText(p.joined, { exact: true })).toHaveCount(0);
  // Still reachable: message and vote.
  await expect(page.getByRole('button', { name: p.sendMessage })).toBeVisible();
});

test('an unknown profile shows the not-found text and a way back', async ({ signedInPage: page }) => {
  await page.goto('/profile/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: p.notFound })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: p.backToChat }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/profile/not-an-id');
  await expect(page.getByRole('heading', { name: p.notFound })).toBeVisible();
});
