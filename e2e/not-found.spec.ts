import { expect, test } from './fixtures';
import { vi } from './support/messages';

test('an unknown route shows the not-found screen with a way back home', async ({ page }) => {
  const res = await page.goto('/no-such-page/at-all');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: vi.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: vi.notFound.home }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, the not-found screen leads back to the chat', async ({ signedInPage: page }) => {
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { name: vi.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: vi.notFound.chat }).click();
  await expect(page).toHaveURL(/\/chat$/);
});
