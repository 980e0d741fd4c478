import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, registerUser, seedSession, test, type E2EUser } from './fixtures';
import { vi } from './support/messages';

// Screenshots of the profile screens in Vietnamese at desktop and phone widths.
const DIR = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));
const p = vi.profile;
const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function shoot(page: Page, name: string, width: number) {
  // Usable without horizontal scrolling at either width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.screenshot({ path: `${DIR}profile-${name}-${width}.png`, fullPage: true });
}

for (const width of [1280, 390]) {
  test(`profile screens at ${width} px`, async ({ signedInPage: page, user, request, browser }) => {
    // Four profiles, three accounts and a second browser context: on a busy machine, over a minute.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await request.put('/api/user/me', { headers: auth(user), data: { bio: 'Yêu mèo, cà phê sữa đá và những cuộc trò chuyện dài.' } });
    await page.goto('/profile');
    await expect(page.getByTestId('profile-bio')).toBeVisible();
    await shoot(page, 'own', width);
    await page.getByRole('button', { name: p.editBio }).click();
    await expect(page.getByRole('textbox', { name: p.bioLabel })).toBeFocused();
    await shoot(page, 'own-edit-bio', width);

    const other = await registerUser(request);
    await request.put('/api/user/me', { headers: auth(other), data: { bio: 'Xin chào! Mình là người dùng công khai.' } });
    await page.goto(`/profile/${other.id}`);
    await page.getByRole('button', { name: new RegExp(`^${p.like} `) }).click();
    await expect(page.getByTestId('like-count')).toHaveText('1');
    await shoot(page, 'other', width);

    const hidden = await registerUser(request);
    await request.post('/api/user/update-private', { headers: auth(hidden), data: { isPrivate: true } });
    await page.goto(`/profile/${hidden.id}`);
    await expect(page.getByTestId('profile-hidden-info')).toBeVisible();
    await shoot(page, 'private', width);

    // `other` blocks the signed-in user: the notice on their profile.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width, height: 844 } });
    const pageB = await context.newPage();
    await seedSession(pageB, other);
    await pageB.goto(`/profile/${user.id}`);
    await pageB.getByRole('button', { name: p.block, exact: true }).click();
    await expect(pageB.getByRole('button', { name: p.unblock })).toBeEnabled();
    await context.close();
    await page.goto(`/profile/${other.id}`);
    await expect(page.getByTestId('profile-blocked-notice')).toBeVisible();
    await shoot(page, 'blocked', width);

    await page.goto('/profile/0123456789abcdef01234567');
    await expect(page.getByRole('heading', { name: p.notFound })).toBeVisible();
    await shoot(page, 'not-found', width);
  });
}

test('the profile is usable at 360 px without horizontal scrolling', async ({ signedInPage: page, request }) => {
  const other = await registerUser(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { name: other.username })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: p.editBio })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
