import { emailFor, expect, storedToken, test, uniqueName } from './fixtures';
import { fill, vi } from './support/messages';

const errorMessage = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

test('register: the e-mail is checked before a code is sent, and the password length on submit', async ({ page }) => {
  await page.goto('/register');
  const send = page.getByRole('button', { name: vi.auth.sendOtp });

  await send.click();
  await expect(errorMessage(page, vi.errors.validation.emailRequired)).toHaveAttribute('data-kind', 'error');
  await expect(page.getByLabel(vi.auth.email)).toBeFocused();

  await page.getByLabel(vi.auth.email).fill('not-an-email');
  await send.click();
  const invalid = errorMessage(page, vi.errors.validation.emailInvalid);
  await expect(invalid).toHaveAttribute('data-kind', 'error');
  await expect(invalid).toHaveCSS('color', 'rgb(217, 45, 32)');
  await expect(send).toBeEnabled();

  await page.getByLabel(vi.auth.username).fill(uniqueName('v'));
  await page.getByLabel(vi.auth.password, { exact: true }).fill('123');
  await page.getByRole('button', { name: vi.auth.registerButton }).click();
  await expect(errorMessage(page, vi.errors.validation.passwordLength)).toBeVisible();
  await expect(page.getByLabel(vi.auth.password, { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
});

test('login: empty fields and a wrong password show errors and stay on /login', async ({ page, user }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: vi.auth.loginButton, exact: true });
  await submit.click();
  await expect(errorMessage(page, vi.errors.validation.REQUIRED)).toBeVisible();

  await page.getByLabel(vi.auth.username).fill(user.username);
  await page.getByLabel(vi.auth.password, { exact: true }).fill('wrong-pass');
  const answer = page.waitForResponse('**/api/auth/login');
  await submit.click();
  expect((await answer).status()).toBe(401);
  await expect(errorMessage(page, vi.errors.INVALID_CREDENTIALS)).toHaveAttribute('data-kind', 'error');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('login fields are limited to 50 characters and the password can be shown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(vi.auth.username)).toHaveAttribute('maxlength', '50');
  const password = page.getByLabel(vi.auth.password, { exact: true });
  await expect(password).toHaveAttribute('maxlength', '50');
  await password.fill('secret12');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: vi.common.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: vi.common.hidePassword }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('forgot password: unknown e-mail, then missing fields, short and mismatching passwords', async ({ page, user }) => {
  await page.goto('/forgot-password');
  const email = page.getByLabel(vi.auth.email);
  await email.fill(emailFor(uniqueName('nobody')));
  await page.getByRole('button', { name: vi.auth.sendOtp }).click();
  await expect(errorMessage(page, vi.errors.notFound.account)).toHaveAttribute('data-kind', 'error');
  await expect(page.getByLabel(vi.auth.otp)).toHaveCount(0);

  await email.fill(user.email);
  await page.getByRole('button', { name: vi.auth.sendOtp }).click();
  await expect(page.getByLabel(vi.auth.otp)).toBeVisible();
  const reset = page.getByRole('button', { name: vi.auth.resetButton });

  await reset.click();
  await expect(errorMessage(page, vi.errors.validation.REQUIRED)).toBeVisible();

  await page.getByLabel(vi.auth.otp).fill('123456');
  await page.getByLabel(vi.auth.newPassword, { exact: true }).fill('abc');
  await page.getByLabel(vi.auth.retypePassword, { exact: true }).fill('abc');
  await reset.click();
  await expect(errorMessage(page, vi.errors.validation.passwordLength)).toBeVisible();

  await page.getByLabel(vi.auth.newPassword, { exact: true }).fill('secret99');
  await page.getByLabel(vi.auth.retypePassword, { exact: true }).fill('secret98');
  await reset.click();
  await expect(errorMessage(page, vi.errors.PASSWORD_MISMATCH)).toBeVisible();

  // A wrong code reaches the server, whose localized message is shown.
  await page.getByLabel(vi.auth.retypePassword, { exact: true }).fill('secret99');
  await reset.click();
  await expect(errorMessage(page, vi.errors.OTP_INVALID)).toHaveAttribute('data-kind', 'error');
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the Send OTP button counts down 60 s and is disabled meanwhile (fake clock)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/register');
  // Paused: the page's time moves only by fastForward, however long the machine takes between steps.
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.getByLabel(vi.auth.email).fill(emailFor(uniqueName('cd')));
  await page.getByRole('button', { name: vi.auth.sendOtp }).click();
  const counting = page.getByRole('button', { name: fill(vi.auth.resendIn, { seconds: 60 }) });
  await expect(counting).toBeDisabled();

  await page.clock.fastForward(30_000);
  await expect(page.getByRole('button', { name: fill(vi.auth.resendIn, { seconds: 30 }) })).toBeDisabled();
  await page.clock.fastForward(29_000);
  await expect(page.getByRole('button', { name: fill(vi.auth.resendIn, { seconds: 1 }) })).toBeDisabled();
  await page.clock.fastForward(1_000);
  await expect(page.getByRole('button', { name: vi.auth.sendOtp })).toBeEnabled();
});
