import { expect, test } from './fixtures';
import { en, vi, zh } from './support/messages';

test('the language switcher changes the login page vi → en → zh and the choice survives a reload', async ({ page, context }) => {
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(vi.auth.loginTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  await page.getByRole('button', { name: en.lang.en }).click();
  await expect(heading).toHaveText(en.auth.loginTitle);
  await expect(page.getByLabel(en.auth.username)).toBeVisible();
  await expect(page.getByRole('button', { name: en.lang.en })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: zh.lang.zh }).click();
  await expect(heading).toHaveText(zh.auth.loginTitle);
  await expect(page.getByRole('link', { name: zh.auth.registerLink })).toBeVisible();

  await page.reload();
  await expect(heading).toHaveText(zh.auth.loginTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('zh');
  expect(cookie?.path).toBe('/');
  // about a year
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
});

test('a signed-in user’s language change is saved on the server too', async ({ signedInPage: page, user, request }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.chat.title);
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/user/lang') && res.request().method() === 'PATCH');
  await page.getByRole('button', { name: en.lang.en }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.chat.title);
  expect((await saved).status()).toBe(200);
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${user.token}` } });
  expect((await me.json()).user.lang).toBe('en');
});
