import { expect, test } from './fixtures';
import { vi } from './support/messages';

test('without a token the signed-in pages and / go to /login', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: vi.auth.loginTitle })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('with a token the guest pages and / go to /chat', async ({ signedInPage: page, user }) => {
  for (const path of ['/login', '/register', '/forgot-password', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('signed-in-user')).toContainText(user.username);
  }
});

test('the guards never show the guarded page while they decide', async ({ browser }) => {
  // Without JavaScript the guard never decides: only the loading text may be on the page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  for (const path of ['/chat', '/login']) {
    await page.goto(path);
    await expect(page.getByText(vi.common.loading)).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await context.close();
});

test('a 401 with a stored token clears the session and goes to /login', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-valid-token');
    localStorage.setItem('user', JSON.stringify({ _id: 'x', id: 'x', username: 'ghost' }));
  });
  await page.goto('/chat');
  // Two page loads (/chat, whose first call answers 401, then /login): seconds each on a loaded machine.
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a logout in another tab sends this tab to /login', async ({ signedInPage: page, context }) => {
  await page.goto('/chat');
  const other = await context.newPage();
  await other.goto('/chat');
  await other.getByRole('button', { name: vi.chat.logout }).click();
  await other.getByRole('dialog').getByRole('button', { name: vi.chat.logout }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
});
