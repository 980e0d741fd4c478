import { expect, test } from './fixtures';
import { t } from './stickers-helpers';
import { en, vi, zh } from './support/messages';

// The sticker manager page itself: the way back, the language switcher, guests.

test('the back-to-chat button leads to /chat', async ({ signedInPage: page }) => {
  await page.goto('/my-stickers');
  await page.getByRole('link', { name: t.backToChat }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('the manager follows the language switcher (en, zh)', async ({ signedInPage: page }) => {
  await page.goto('/my-stickers');
  await page.getByRole('button', { name: vi.lang.en, exact: true }).click();
  await expect(page.getByRole('heading', { name: en.stickers.title, exact: true })).toBeVisible();
  await expect(page.getByText(en.stickers.empty)).toBeVisible();
  await page.getByRole('button', { name: en.stickers.create }).click();
  await expect(page.getByRole('status').filter({ hasText: en.stickers.errors.nameRequired })).toBeVisible();
  await page.getByRole('button', { name: vi.lang.zh, exact: true }).click();
  await expect(page.getByRole('heading', { name: zh.stickers.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: zh.stickers.backToChat })).toBeVisible();
});

test('a guest is sent to /login', async ({ page }) => {
  await page.goto('/my-stickers');
  await expect(page).toHaveURL(/\/login$/);
});
