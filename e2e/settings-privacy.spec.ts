import { expect, registerUser, test } from './fixtures';
import { me, openSettings, s } from './settings-helpers';

test('hide profile, online status and notifications are saved', async ({ signedInPage: page, user, request }) => {
  let dialog = await openSettings(page);
  const hide = dialog.getByRole('switch', { name: s.hideProfile });
  const online = dialog.getByRole('checkbox', { name: s.onlineStatus });
  const notifications = dialog.getByRole('switch', { name: s.notifications });
  await expect(hide).not.toBeChecked();
  await expect(online).toBeChecked();
  await expect(notifications).toBeChecked();

  let answer = page.waitForResponse('**/api/user/update-private');
  await hide.click();
  expect((await answer).ok()).toBe(true);
  await expect(hide).toBeChecked();

  answer = page.waitForResponse('**/api/user/hide-online');
  await online.click();
  expect((await answer).ok()).toBe(true);
  await expect(online).not.toBeChecked();

  await notifications.click();
  await expect(notifications).not.toBeChecked();

  const account = await me(request, user);
  expect(account.isPrivate).toBe(true);
  expect(account.hideOnline).toBe(true);
  // Stored once the server has answered: poll rather than read at once.
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('onlineVisibility'), localStorage.getItem('notifications')])).toEqual(['hide', 'off']);

  // Another user no longer sees the e-mail of the hidden profile.
  const other = await registerUser(request);
  const seen = await request.get(`/api/user/${user.id}`, { headers: { authorization: `Bearer ${other.token}` } });
  expect((await seen.json()).user.email).toBeUndefined();

  // After a reload the dialog shows the saved values.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  dialog = await openSettings(page);
  await expect(dialog.getByRole('switch', { name: s.hideProfile })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: s.onlineStatus })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: s.notifications })).not.toBeChecked();

  // And back.
  answer = page.waitForResponse('**/api/user/update-private');
  await dialog.getByRole('switch', { name: s.hideProfile }).click();
  expect((await answer).ok()).toBe(true);
  answer = page.waitForResponse('**/api/user/hide-online');
  await dialog.getByRole('checkbox', { name: s.onlineStatus }).click();
  expect((await answer).ok()).toBe(true);
  const restored = await me(request, user);
  expect([restored.isPrivate, restored.hideOnline]).toEqual([false, false]);
  expect(await page.evaluate(() => localStorage.getItem('onlineVisibility'))).toBe('show');
});
