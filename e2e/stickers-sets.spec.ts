import { expect, test, uniqueName } from './fixtures';
import { createSetByApi, listSetsByApi, setCard, status, t, toggle } from './stickers-helpers';
import { fill, vi } from './support/messages';

// The sticker manager's sets: create, rename, delete.

test('creates a set; empty and 41-character names are refused; rename saves on Enter, Escape cancels', async ({ signedInPage: page, user, request }) => {
  const mutations: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/user/my-stickers') && req.method() !== 'GET') mutations.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  await page.goto('/my-stickers');
  await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();

  const nameInput = page.getByLabel(t.newSetLabel, { exact: true });
  const create = page.getByRole('button', { name: t.create });
  await create.click();
  await expect(status(page, t.errors.nameRequired)).toHaveAttribute('data-kind', 'error');
  await nameInput.fill('    ');
  await create.click();
  await expect(status(page, t.errors.nameRequired)).toBeVisible();
  await nameInput.fill('x'.repeat(41));
  await expect(page.getByText(fill(t.counter, { count: 41, max: 40 }))).toBeVisible();
  await create.click();
  await expect(status(page, fill(t.errors.nameTooLong, { max: 40 }))).toBeVisible();
  expect(mutations).toEqual([]);

  // 40 characters (after trimming) is allowed.
  const name = `Mèo ${uniqueName('s')}`.padEnd(40, 'z');
  await nameInput.fill(`  ${name}  `);
  await create.click();
  await expect(status(page, fill(t.created, { name }))).toBeVisible();
  await expect(nameInput).toHaveValue('');
  const card = setCard(page, name);
  await expect(card).toBeVisible();
  // a new set opens at once, ready for its first sticker
  await expect(toggle(card)).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(t.noStickers)).toBeVisible();
  await toggle(card).click();
  await expect(toggle(card)).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText(t.noStickers)).toBeHidden();

  // Escape cancels: nothing is sent, the old name stays.
  await card.getByRole('button', { name: fill(t.renameSet, { name }) }).click();
  const renameInput = page.getByLabel(fill(t.renameLabel, { name }));
  await expect(renameInput).toBeFocused();
  await expect(renameInput).toHaveValue(name);
  await renameInput.fill('Không lưu');
  await renameInput.press('Escape');
  await expect(renameInput).toBeHidden();
  await expect(page.getByRole('button', { name: fill(t.renameSet, { name }) })).toBeFocused();
  await expect(setCard(page, name)).toBeVisible();
  expect(mutations).toHaveLength(1); // only the create

  // Invalid names are refused in rename mode too.
  await page.getByRole('button', { name: fill(t.renameSet, { name }) }).click();
  await renameInput.fill('y'.repeat(41));
  await renameInput.press('Enter');
  await expect(status(page, fill(t.errors.nameTooLong, { max: 40 }))).toBeVisible();
  await renameInput.fill('   ');
  await renameInput.press('Enter');
  await expect(status(page, t.errors.nameRequired)).toBeVisible();
  expect(mutations).toHaveLength(1);

  // Enter saves.
  const renamed = `Đổi ${uniqueName('r')}`;
  await renameInput.fill(renamed);
  const patch = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/api/user/my-stickers/'));
  await renameInput.press('Enter');
  expect((await patch).status()).toBe(200);
  await expect(status(page, fill(t.renamed, { name: renamed }))).toBeVisible();
  await expect(setCard(page, renamed)).toBeVisible();
  expect((await listSetsByApi(request, user)).map((s) => s.name)).toEqual([renamed]);

  await page.reload();
  await expect(setCard(page, renamed)).toBeVisible();
});

test('deletes a set through the confirm dialog (cancel keeps it, agree deletes it)', async ({ signedInPage: page, user, request }) => {
  const keep = `Giữ ${uniqueName('k')}`;
  const doomed = `Xóa ${uniqueName('x')}`;
  await createSetByApi(request, user, keep);
  await createSetByApi(request, user, doomed);
  await page.goto('/my-stickers');
  await expect(page.getByTestId('sticker-set')).toHaveCount(2);

  const deleteButton = page.getByRole('button', { name: fill(t.deleteSet, { name: doomed }) });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: fill(t.deleteSetConfirm, { name: doomed }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: vi.common.cancel })).toBeFocused();
  await dialog.getByRole('button', { name: vi.common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sticker-set')).toHaveCount(2);

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  const del = page.waitForResponse((res) => res.request().method() === 'DELETE' && res.url().includes('/api/user/my-stickers/'));
  await dialog.getByRole('button', { name: t.agree }).click();
  expect((await del).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(setCard(page, doomed)).toHaveCount(0);
  await expect(setCard(page, keep)).toBeVisible();
  expect((await listSetsByApi(request, user)).map((s) => s.name)).toEqual([keep]);
});
