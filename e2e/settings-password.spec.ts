import { expect, seedSession, storedToken, test } from './fixtures';
import { apiAs, openAs } from './chat-helpers';
import { openForm, s, status } from './settings-helpers';
import { vi } from './support/messages';

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

test('a tab whose session another device ended lands on the login page, which says why', async ({ browser, request, user }) => {
  const page = await openAs(browser, user);
  // Another device (a second login, through the API) changes the password: this tab's socket
  // hears session_ended.
  const other = await (await request.post('/api/auth/login', { data: { username: user.username, password: user.password } })).json();
  await apiAs(request, { ...user, token: other.token }, 'POST', '/auth/change-password', { oldPassword: user.password, newPassword: 'newpass12' });
  await expect(page).toHaveURL(/\/login\?reason=session-ended$/);
  await expect(page.getByText(vi.auth.sessionEndedElsewhere)).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a tab that was still connecting when another device ended its session lands there too', async ({ browser, request, user }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await seedSession(page, user);
  // The tab's socket.io `setup` is held until the password has changed: the socket is in no room
  // when the end is announced, so only the refusal of its setup can tell the tab.
  let setupSeen!: () => void;
  const setupHeld = new Promise<void>((resolve) => (setupSeen = resolve));
  let releaseSetup!: () => void;
  const released = new Promise<void>((resolve) => (releaseSetup = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    let forwarded = Promise.resolve();
    ws.onMessage((message) => {
      const isSetup = typeof message === 'string' && /^42\d*\["setup"/.test(message);
      // In order: what follows the held setup waits behind it.
      forwarded = forwarded.then(async () => {
        if (isSetup) {
          setupSeen();
          await released;
        }
        server.send(message);
      });
    });
  });
  await page.goto('/chat');
  await expect(page.getByRole('complementary', { name: vi.sidebar.label })).toBeVisible({ timeout: 30_000 });
  await setupHeld;
  const other = await (await request.post('/api/auth/login', { data: { username: user.username, password: user.password } })).json();
  await apiAs(request, { ...user, token: other.token }, 'POST', '/auth/change-password', { oldPassword: user.password, newPassword: 'newpass12' });
  releaseSetup();
  await expect(page).toHaveURL(/\/login\?reason=session-ended$/);
  await expect(page.getByText(vi.auth.sessionEndedElsewhere)).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
