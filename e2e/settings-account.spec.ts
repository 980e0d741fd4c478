import type { APIRequestContext, Page } from '@playwright/test';
import { mailsFor, waitForCode } from '../test/support/mailbox';
import { emailFor, expect, mailDir, registerUser, storedToken, test, uniqueName, type E2EUser } from './fixtures';
import { en, fill, vi, zh } from './support/messages';

// The settings dialog of the chat header (SPEC.md section 2, "Settings menu"), in Vietnamese.
const s = vi.settings;

async function openSettings(page: Page) {
  await page.goto('/chat');
  await page.getByRole('button', { name: vi.chat.settings, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: s.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens one sub-form of the menu; answers the dialog, now named after the form. */
async function openForm(page: Page, title: string) {
  await (await openSettings(page)).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const status = (scope: Page | ReturnType<Page['getByRole']>, text: string) => scope.getByRole('status').filter({ hasText: text });

/** Clicks Send OTP beside `field` and answers the code mailed to `email`. */
async function sendCode(dialog: ReturnType<Page['getByRole']>, email: string, nth = 0) {
  const seen = mailsFor(mailDir(), email).length;
  await dialog.getByRole('button', { name: vi.auth.sendOtp }).nth(nth).click();
  await expect(status(dialog, vi.success.OTP_SENT)).toHaveAttribute('data-kind', 'success');
  // The 60 s countdown: "Gửi lại sau 60s", 59s ...
  const countdown = new RegExp(`^${fill(vi.auth.resendIn, { seconds: '(60|59|58)' })}$`);
  await expect(dialog.getByRole('button', { name: countdown }).nth(nth)).toBeDisabled();
  return waitForCode(mailDir(), email, seen);
}

async function me(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/user/me', { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).user;
}

test('change password: each rule, a wrong current password, then success and a login with the new one', async ({ signedInPage: page, user }) => {
  const dialog = await openForm(page, s.password.title);
  const submit = dialog.getByRole('button', { name: s.password.submit });
  const old = dialog.getByLabel(s.password.oldPassword, { exact: true });
  const next = dialog.getByLabel(s.password.newPassword, { exact: true });
  const retype = dialog.getByLabel(s.password.retypePassword, { exact: true });
  await expect(old).toBeFocused();

  await submit.click();
  await expect(status(dialog, vi.errors.validation.REQUIRED)).toHaveAttribute('data-kind', 'error');

  await old.fill(user.password);
  await next.fill('123');
  await retype.fill('123');
  await submit.click();
  await expect(status(dialog, vi.errors.validation.passwordLength)).toBeVisible();
  await expect(next).toBeFocused();

  await next.fill('newpass34');
  await retype.fill('newpass35');
  await submit.click();
  await expect(status(dialog, vi.errors.PASSWORD_MISMATCH)).toBeVisible();

  await old.fill('not-my-password');
  await retype.fill('newpass34');
  const refused = page.waitForResponse('**/api/auth/change-password');
  await submit.click();
  expect((await refused).status()).toBe(400);
  await expect(status(dialog, vi.errors.WRONG_PASSWORD)).toHaveAttribute('data-kind', 'error');
  // A wrong password is no reason to end the session.
  expect(await storedToken(page)).not.toBeNull();

  await old.fill(user.password);
  await submit.click();
  await expect(status(dialog, vi.success.PASSWORD_CHANGED)).toHaveAttribute('data-kind', 'success');
  await expect(old).toHaveValue('');

  // Back to the menu, log out, log in with the new password.
  await dialog.getByRole('button', { name: s.backToMenu }).click();
  const menu = page.getByRole('dialog', { name: s.title });
  await expect(menu.getByRole('button', { name: s.password.title })).toBeFocused();
  await menu.getByRole('button', { name: s.logout }).click();
  await page.getByRole('dialog', { name: s.logoutConfirm }).getByRole('button', { name: s.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(vi.auth.username).fill(user.username);
  await page.getByLabel(vi.auth.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
  await expect(status(page, vi.errors.INVALID_CREDENTIALS)).toBeVisible();
  await page.getByLabel(vi.auth.password, { exact: true }).fill('newpass34');
  await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('change e-mail in two steps with both mailed codes; the dialog closes and the new address is stored', async ({ signedInPage: page, user, request }) => {
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
  await dialog.getByRole('button', { name: s.email.next }).click();
  await expect(status(dialog, s.email.oldChecked)).toHaveAttribute('data-kind', 'success');

  // Step 2 after 800 ms.
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
  await dialog.getByRole('button', { name: s.email.submit }).click();
  await expect(status(dialog, vi.success.EMAIL_CHANGED)).toHaveAttribute('data-kind', 'success');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });

  expect((await me(request, user)).email).toBe(newEmail);
  const stored = await page.evaluate(() => ({ user: JSON.parse(localStorage.getItem('user') ?? '{}').email, email: localStorage.getItem('user_email') }));
  expect(stored).toEqual({ user: newEmail, email: newEmail });
});

test('change birthday with the mailed code; the dialog closes', async ({ signedInPage: page, user, request }) => {
  const dialog = await openForm(page, s.birthday.title);
  await expect(dialog.getByLabel(s.birthday.email)).toHaveValue(user.email);
  const birthday = dialog.getByLabel(s.birthday.birthday);
  await expect(birthday).toHaveValue('2000-05-06');

  await birthday.fill('');
  await dialog.getByLabel(vi.auth.otp).fill('123456');
  await dialog.getByRole('button', { name: s.birthday.submit }).click();
  await expect(status(dialog, vi.errors.validation.birthdayRequired)).toBeVisible();

  const code = await sendCode(dialog, user.email);
  await dialog.getByLabel(vi.auth.otp).fill(code);
  await birthday.fill('1999-12-31');
  await dialog.getByRole('button', { name: s.birthday.submit }).click();
  await expect(status(dialog, vi.success.BIRTHDAY_CHANGED)).toHaveAttribute('data-kind', 'success');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  expect(String((await me(request, user)).birthday)).toMatch(/^1999-12-31/);
});

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

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgaPj/HwAEhAJ+HGYfmQAAAABJRU5ErkJggg==', 'base64');

test('change avatar: a preview, then upload and save', async ({ signedInPage: page, user, request }) => {
  const dialog = await openForm(page, s.avatar.title);
  const save = dialog.getByRole('button', { name: s.avatar.save });
  await expect(save).toBeDisabled();
  await expect(dialog.getByTestId('avatar-preview')).toHaveAttribute('src', '/assets/default-avatar.png');
  await expect(dialog.getByText(s.file.none)).toBeVisible();

  await dialog.getByLabel(s.avatar.choose).setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(status(dialog, vi.errors.UNSUPPORTED_FILE_TYPE)).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel(s.avatar.choose).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('avatar-preview')).toHaveAttribute('src', /^blob:/);
  await expect(dialog.getByText('me.png')).toBeVisible();
  await save.click();
  await expect(status(dialog, s.avatar.saved)).toHaveAttribute('data-kind', 'success');
  const avatar = (await me(request, user)).avatar as string;
  expect(avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  await expect(dialog.getByTestId('avatar-preview')).toHaveAttribute('src', `/api${avatar}`);
  expect(await page.evaluate(() => localStorage.getItem('user_avatar'))).toBe(avatar);
});

test('delete account: the button waits for the box, the word must be typed, then login fails', async ({ signedInPage: page, user, request }) => {
  const dialog = await openForm(page, s.delete.title);
  const remove = dialog.getByRole('button', { name: s.delete.submit });
  await expect(remove).toBeDisabled();
  await expect(dialog.getByText(s.delete.warning)).toBeVisible();

  const code = await sendCode(dialog, user.email);
  await dialog.getByLabel(vi.auth.otp).fill(code);
  const word = dialog.getByLabel(fill(s.delete.typeWord, { word: s.delete.word }));
  await word.fill('xóa');
  await dialog.getByRole('checkbox', { name: s.delete.agree }).check();
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(status(dialog, s.delete.wordMismatch)).toHaveAttribute('data-kind', 'error');
  await expect(word).toBeFocused();

  await dialog.getByRole('checkbox', { name: s.delete.agree }).uncheck();
  await expect(remove).toBeDisabled();
  await word.fill(s.delete.word);
  await dialog.getByRole('checkbox', { name: s.delete.agree }).check();
  await remove.click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  const login = await request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  expect(login.status()).toBe(401);
});

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

test('the confirmation word and texts follow the interface language (en DELETE, zh 删除)', async ({ signedInPage: page, baseURL }) => {
  for (const [lang, texts] of [['en', en], ['zh', zh]] as const) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: lang, url: baseURL! }]);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/chat');
    await page.getByRole('button', { name: texts.chatScreen.settings, exact: true }).click();
    await page.getByRole('dialog', { name: texts.settings.title }).getByRole('button', { name: texts.settings.delete.title }).click();
    const dialog = page.getByRole('dialog', { name: texts.settings.delete.title });
    await expect(dialog.getByLabel(fill(texts.settings.delete.typeWord, { word: texts.settings.delete.word }))).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.settings.delete.submit })).toBeDisabled();
  }
  expect(en.settings.delete.word).toBe('DELETE');
  expect(zh.settings.delete.word).toBe('删除');
  expect(vi.settings.delete.word).toBe('XÓA');
});
