import { mailsFor, waitForCode } from '../test/support/mailbox';
import { emailFor, expect, mailDir, storedToken, test, uniqueName } from './fixtures';
import { pickDate } from './support/date-field';
import { vi } from './support/messages';

test('register through the UI with the mailed code, log in, stay logged in, log out', async ({ page }) => {
  const username = uniqueName('ui');
  const email = emailFor(username);
  const password = 'secret12';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: vi.auth.registerTitle })).toBeVisible();
  await page.getByLabel(vi.auth.username).fill(username);
  await page.getByLabel(vi.auth.password, { exact: true }).fill(password);
  await pickDate(page.getByRole('group', { name: vi.auth.birthday }), '2000-05-06');
  await page.getByLabel(vi.auth.gender).selectOption('female');
  await page.getByLabel(vi.auth.email).fill(email);

  const seen = mailsFor(mailDir(), email).length;
  await page.getByRole('button', { name: vi.auth.sendOtp }).click();
  await expect(page.getByRole('status').filter({ hasText: vi.success.OTP_SENT })).toHaveAttribute('data-kind', 'success');
  // Counting down from 60 (the exact second depends on how busy the machine is).
  await expect(page.getByRole('button', { name: new RegExp(vi.auth.resendIn.replace('{seconds}', '\\d+')) })).toBeDisabled();
  const code = await waitForCode(mailDir(), email, seen);
  await page.getByLabel(vi.auth.otp).fill(code);
  await page.getByRole('button', { name: vi.auth.registerButton }).click();

  const success = page.getByRole('status').filter({ hasText: vi.success.REGISTERED });
  await expect(success).toHaveAttribute('data-kind', 'success');
  await expect(success).toHaveCSS('color', 'rgb(11, 127, 63)'); // --success, dark enough for WCAG AA
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(vi.auth.username).fill(username);
  await page.getByLabel(vi.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('signed-in-user')).toContainText(username);

  await page.reload();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('signed-in-user')).toContainText(username);

  // Cancel first: nothing happens.
  await page.getByRole('button', { name: vi.chat.logout }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(vi.chat.logoutConfirm);
  await dialog.getByRole('button', { name: vi.common.cancel }).click();
  await expect(dialog).toBeHidden();
  expect(await storedToken(page)).not.toBeNull();

  await page.getByRole('button', { name: vi.chat.logout }).click();
  await dialog.getByRole('button', { name: vi.chat.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('reset a forgotten password with the mailed code, then log in with the new one', async ({ page, user }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(vi.auth.email).fill(user.email);
  const seen = mailsFor(mailDir(), user.email).length;
  // Enter in the e-mail field sends the code (step 1).
  await page.getByLabel(vi.auth.email).press('Enter');
  const code = await waitForCode(mailDir(), user.email, seen);
  await page.getByLabel(vi.auth.otp).fill(code);
  await page.getByLabel(vi.auth.newPassword, { exact: true }).fill('newpass34');
  await page.getByLabel(vi.auth.retypePassword, { exact: true }).fill('newpass34');
  await page.getByRole('button', { name: vi.auth.resetButton }).click();
  await expect(page.getByRole('status').filter({ hasText: vi.success.PASSWORD_RESET })).toHaveAttribute('data-kind', 'success');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(vi.auth.username).fill(user.username);
  await page.getByLabel(vi.auth.password, { exact: true }).fill('newpass34');
  await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('login asked for by the support group shows the notice and lands on the group', async ({ page, user, request }) => {
  const { supportGroupId } = await (await request.get('/api/config')).json();
  await page.goto('/login?redirectToGroup=1');
  await expect(page.getByText(vi.auth.loginToJoinGroup)).toBeVisible();
  await page.getByLabel(vi.auth.username).fill(user.username);
  await page.getByLabel(vi.auth.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${supportGroupId}$`));
});
