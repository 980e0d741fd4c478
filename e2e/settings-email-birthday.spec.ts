import type { Page } from '@playwright/test';
import { emailFor, expect, test, uniqueName } from './fixtures';
import { me, openForm, s, sendCode, status } from './settings-helpers';
import { fill, vi } from './support/messages';
import { dateOf, pickDate } from './support/date-field';

// The two changes confirmed with a mailed code: the e-mail address and the birthday.
//
// Their confirmations show for a moment before the form moves on or closes, which a busy machine
// can let pass before a check looks: the page's clock is Playwright's (it runs as usual until
// paused), held while a confirmation is checked.
async function withClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.reload();
}

/**
 * Holds the page's timers a second ahead of its own time, until `page.clock.resume()`. On a busy
 * machine that second can pass before the pause lands ("Cannot fast-forward to the past"): the
 * page's time is then read again.
 */
async function holdTimers(page: Page): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 1000);
    } catch (error) {
      if (tries === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

test('change e-mail in two steps with both mailed codes; the dialog closes and the new address is stored', async ({ signedInPage: page, user, request }) => {
  await withClock(page);
  const dialog = await openForm(page, s.email.title);
  await expect(dialog.getByText(fill(s.email.step, { step: 1, total: 2 }))).toBeVisible();
  const oldEmail = dialog.getByLabel(s.email.oldEmail);
  await expect(oldEmail).toHaveValue(user.email);

  // Step 1 is checked here: a code is needed, and the address must be the account's.
  await dialog.getByRole('button', { name: s.email.next }).click();
  await expect(status(dialog, vi.errors.validation.otpRequired)).toBeVisible();
  await oldEmail.fill('someone-else@example.test');
  await dialog.getByLabel(vi.auth.otp).fill('123456');
  await dialog.getByRole('button', { name: s.email.next }).click();
  await expect(status(dialog, vi.errors.WRONG_EMAIL)).toHaveAttribute('data-kind', 'error');

  await oldEmail.fill(user.email);
  const oldCode = await sendCode(dialog, user.email);
  await dialog.getByLabel(vi.auth.otp).fill(oldCode);
  await holdTimers(page);
  await dialog.getByRole('button', { name: s.email.next }).click();
  await expect(status(dialog, s.email.oldChecked)).toHaveAttribute('data-kind', 'success');
  await expect(dialog.getByText(fill(s.email.step, { step: 1, total: 2 }))).toBeVisible();

  // Step 2 after 800 ms.
  await page.clock.resume();
  await expect(dialog.getByText(fill(s.email.step, { step: 2, total: 2 }))).toBeVisible();
  const newEmailField = dialog.getByLabel(s.email.newEmail);
  await expect(newEmailField).toBeFocused();
  await dialog.getByRole('button', { name: vi.auth.sendOtp }).click();
  await expect(status(dialog, vi.errors.validation.emailRequired)).toBeVisible();
  await newEmailField.fill('not-an-email');
  await dialog.getByRole('button', { name: vi.auth.sendOtp }).click();
  await expect(status(dialog, vi.errors.validation.emailInvalid)).toBeVisible();

  const newEmail = emailFor(uniqueName('ne'));
  await newEmailField.fill(newEmail);
  const newCode = await sendCode(dialog, newEmail);
  // A wrong second code: the server's message, the dialog stays.
  await dialog.getByLabel(vi.auth.otp).fill(newCode === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: s.email.submit }).click();
  await expect(status(dialog, vi.errors.OTP_INVALID)).toHaveAttribute('data-kind', 'error');

  await dialog.getByLabel(vi.auth.otp).fill(newCode);
  await holdTimers(page);
  await dialog.getByRole('button', { name: s.email.submit }).click();
  await expect(status(dialog, vi.success.EMAIL_CHANGED)).toHaveAttribute('data-kind', 'success');
  await page.clock.resume();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });

  expect((await me(request, user)).email).toBe(newEmail);
  const stored = await page.evaluate(() => ({ user: JSON.parse(localStorage.getItem('user') ?? '{}').email, email: localStorage.getItem('user_email') }));
  expect(stored).toEqual({ user: newEmail, email: newEmail });
});

test('change birthday with the mailed code; the dialog closes', async ({ signedInPage: page, user, request }) => {
  await withClock(page);
  const dialog = await openForm(page, s.birthday.title);
  await expect(dialog.getByLabel(s.birthday.email)).toHaveValue(user.email);
  const birthday = dialog.getByRole('group', { name: s.birthday.birthday });
  expect(await dateOf(birthday)).toBe('2000-05-06');

  await pickDate(birthday, '');
  await dialog.getByLabel(vi.auth.otp).fill('123456');
  await dialog.getByRole('button', { name: s.birthday.submit }).click();
  await expect(status(dialog, vi.errors.validation.birthdayRequired)).toBeVisible();

  const code = await sendCode(dialog, user.email);
  await dialog.getByLabel(vi.auth.otp).fill(code);
  await pickDate(birthday, '1999-12-31');
  await holdTimers(page);
  await dialog.getByRole('button', { name: s.birthday.submit }).click();
  await expect(status(dialog, vi.success.BIRTHDAY_CHANGED)).toHaveAttribute('data-kind', 'success');
  await page.clock.resume();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  expect(String((await me(request, user)).birthday)).toMatch(/^1999-12-31/);
});
