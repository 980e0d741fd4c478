import { expect, storedToken, test } from './fixtures';
import { openSettings, s } from './settings-helpers';
import { vi } from './support/messages';

// The settings menu itself: logging out, the profile link, going back, closing.

test('logout asks first: cancel keeps the session, confirm clears it and replaces history', async ({ signedInPage: page }) => {
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: s.logout }).click();
  const confirm = page.getByRole('dialog', { name: s.logoutConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: vi.common.cancel }).click();
  await expect(confirm).toBeHidden();
  expect(await storedToken(page)).not.toBeNull();
  await expect(page.getByRole('dialog', { name: s.title })).toBeVisible();

  await dialog.getByRole('button', { name: s.logout }).click();
  await confirm.getByRole('button', { name: s.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  // Replaced, not pushed: Back does not return to the chat.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/chat$/);
});

test('the menu: profile link, back from a form, Escape closes', async ({ signedInPage: page }) => {
  let dialog = await openSettings(page);
  await expect(dialog.getByRole('link', { name: s.profile })).toHaveAttribute('href', '/profile');
  await dialog.getByRole('button', { name: s.delete.title }).click();
  dialog = page.getByRole('dialog', { name: s.delete.title });
  await dialog.getByRole('button', { name: s.backToMenu }).click();
  await expect(page.getByRole('dialog', { name: s.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The header's gear opens it again, at the menu.
  dialog = await openSettings(page);
  await dialog.getByRole('button', { name: s.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
