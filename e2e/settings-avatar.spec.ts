import { expect, test } from './fixtures';
import { me, openForm, s, status } from './settings-helpers';
import { vi } from './support/messages';

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
