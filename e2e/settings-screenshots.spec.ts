import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { vi } from './support/messages';

const DIR = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));
const s = vi.settings;

/** Nothing wider than the viewport, the dialog included. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const dialog = page.locator('dialog[open]').last();
  if (await dialog.count()) {
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
}

for (const width of [1280, 390]) {
  test(`screenshots of the settings dialog at ${width} px`, async ({ signedInPage: page }) => {
    // Seven dialogs, each measured and photographed: over a minute and a half on a loaded machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/chat');
    await page.getByRole('button', { name: vi.chat.settings, exact: true }).click();
    const menu = page.getByRole('dialog', { name: s.title });
    await expect(menu).toBeVisible();
    await fitsWidth(page, width);
    await page.screenshot({ path: `${DIR}settings-menu-${width}.png` });

    for (const form of ['password', 'email', 'birthday', 'avatar', 'delete'] as const) {
      await page.getByRole('dialog', { name: s.title }).getByRole('button', { name: s[form].title }).click();
      const dialog = page.getByRole('dialog', { name: s[form].title });
      await expect(dialog).toBeVisible();
      if (form === 'password') await dialog.getByRole('button', { name: s.password.submit }).click();
      await fitsWidth(page, width);
      await page.screenshot({ path: `${DIR}settings-${form}-${width}.png` });
      await dialog.getByRole('button', { name: s.backToMenu }).click();
    }

    await page.getByRole('dialog', { name: s.title }).getByRole('button', { name: s.logout }).click();
    await expect(page.getByRole('dialog', { name: s.logoutConfirm })).toBeVisible();
    await page.screenshot({ path: `${DIR}settings-logout-${width}.png` });
  });

  test(`screenshots of the support menu and the verification form at ${width} px`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/chat');
    await page.getByRole('button', { name: vi.support.menu, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await fitsWidth(page, width);
    await page.screenshot({ path: `${DIR}settings-support-menu-${width}.png` });
    await page.getByRole('menuitem', { name: vi.support.requestVerification }).click();
    const dialog = page.getByRole('dialog', { name: vi.support.verify.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(vi.support.verify.userId).fill('');
    await dialog.getByRole('button', { name: vi.support.verify.submit }).click();
    await expect(dialog.getByText(vi.errors.validation.fileRequired)).toBeVisible();
    await fitsWidth(page, width);
    await page.screenshot({ path: `${DIR}settings-verification-${width}.png` });
    await page.screenshot({ path: `${DIR}settings-verification-full-${width}.png`, fullPage: true });
  });
}
