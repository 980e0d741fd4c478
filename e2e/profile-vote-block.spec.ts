import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mailsFor, waitForCode } from '../test/support/mailbox';
import { expect, mailDir, registerUser, seedSession, test, type E2EUser } from './fixtures';
import { vi } from './support/messages';

// Likes, dislikes, blocking and the admin crown on profiles (Vietnamese).
const p = vi.profile;

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function profileOf(request: APIRequestContext, viewer: E2EUser, id: string) {
  const res = await request.get(`/api/user/${id}`, { headers: auth(viewer) });
  expect(res.ok()).toBe(true);
  return (await res.json()).user;
}

async function openAs(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedSession(page, user);
  await page.goto(path);
  return page;
}

test('like then dislike: exclusive, and a choice made cannot be repeated', async ({ signedInPage: page, user, request }) => {
  const other = await registerUser(request);
  await page.goto(`/profile/${other.id}`);
  const like = page.getByRole('button', { name: new RegExp(`^${p.like} `) });
  const dislike = page.getByRole('button', { name: new RegExp(`^${p.dislike} `) });
  await expect(page.getByTestId('like-count')).toHaveText('0');
  await expect(page.getByTestId('dislike-count')).toHaveText('0');

  await like.click();
  await expect(page.getByTestId('like-count')).toHaveText('1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toBeDisabled();
  let seen = await profileOf(request, user, other.id);
  expect([seen.likeCount, seen.dislikeCount, seen.likedByMe, seen.dislikedByMe]).toEqual([1, 0, true, false]);

  await dislike.click();
  await expect(page.getByTestId('dislike-count')).toHaveText('1');
  await expect(page.getByTestId('like-count')).toHaveText('0');
  await expect(dislike).toBeDisabled();
  await expect(like).toBeEnabled();
  seen = await profileOf(request, user, other.id);
  expect([seen.likeCount, seen.dislikeCount, seen.likedByMe, seen.dislikedByMe]).toEqual([0, 1, false, true]);
  // The server refuses a repeat too (ALREADY_DONE); the page would ignore it silently.
  const again = await request.post(`/api/user/${other.id}/dislike`, { headers: auth(user), data: {} });
  expect((await again.json()).code).toBe('ALREADY_DONE');
  // The other user sees the counts on their own profile.
  const own = await openAs(page.context().browser()!, other, '/profile');
  await expect(own.getByTestId('dislike-count')).toHaveText('1');
  await own.context().close();
});

test('block, then the other side sees the blocked notice live; unblock', async ({ signedInPage: page, user, request, browser }) => {
  const other = await registerUser(request);
  const pageB = await openAs(browser, other, `/profile/${user.id}`);
  await expect(pageB.getByRole('heading', { name: user.username })).toBeVisible();
  await expect(pageB.getByTestId('profile-blocked-notice')).toHaveCount(0);

  // No one-to-one chat yet: blocking creates it first.
  expect((await request.get(`/api/chat/one-to-one/${other.id}`, { headers: auth(user) })).status()).toBe(404);
  await page.goto(`/profile/${other.id}`);
  await page.getByRole('button', { name: p.block, exact: true }).click();
  // Shown at once, enabled again once the server has answered.
  await expect(page.getByRole('button', { name: p.unblock })).toBeEnabled();
  await expect(page.getByTestId('profile-you-blocked')).toHaveText(p.youBlocked);
  const chat = (await (await request.get(`/api/chat/one-to-one/${other.id}`, { headers: auth(user) })).json()).chat;
  expect(chat.blockedBy).toEqual([user.id]);
  expect((await profileOf(request, user, other.id)).blockedByMe).toBe(true);

  await expect(pageB.getByTestId('profile-blocked-notice')).toHaveText(p.blockedNotice);
  await pageB.reload();
  await expect(pageB.getByTestId('profile-blocked-notice')).toHaveText(p.blockedNotice);
  // Sending is refused while blocked.
  const sent = await request.post('/api/messages/send', { headers: auth(other), data: { chatId: chat._id, content: 'hi', type: 'text' } });
  expect((await sent.json()).code).toBe('BLOCKED');

  await page.getByRole('button', { name: p.unblock }).click();
  await expect(page.getByRole('button', { name: p.block, exact: true })).toBeEnabled();
  await expect(pageB.getByTestId('profile-blocked-notice')).toHaveCount(0);
  expect((await profileOf(request, user, other.id)).blockedByMe).toBe(false);
  await pageB.context().close();
});

test('a site admin shows a crown and has no dislike button', async ({ signedInPage: page, request }) => {
  // ADMIN_EMAIL of the test stack (test/support/stack.ts) makes this account the site admin.
  const email = 'site-admin@example.test';
  const seen = mailsFor(mailDir(), email).length;
  const send = await request.post('/api/auth/send-otp', { data: { email } });
  test.skip(send.status() === 409, 'the site admin account exists already in this run');
  const otp = await waitForCode(mailDir(), email, seen);
  const username = `siteadmin${Date.now().toString(36)}`;
  const reg = await request.post('/api/auth/register', { data: { username, password: 'secret12', email, otp, birthday: '1990-01-02', gender: 'male' } });
  expect(reg.ok()).toBe(true);
  const id = (await reg.json()).user.id;
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { name: username })).toBeVisible();
  await expect(page.getByRole('img', { name: p.adminBadge })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${p.like} `) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${p.dislike} `) })).toHaveCount(0);
});
