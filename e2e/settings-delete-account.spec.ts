import { expect, storedToken, test } from './fixtures';
import { openForm, s, sendCode, status } from './settings-helpers';
import { en, fill, vi, zh } from './support/messages';

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
