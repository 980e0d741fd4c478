import { expect, test, uniqueName } from './fixtures';
import { createSetByApi, dropFile, setCard, smiley, status, t, toggle } from './stickers-helpers';
import { fill } from './support/messages';

// The sticker manager when the server fails: each call's own fallback text.

test('server failures: the list load empties the list, a rename shows the reason, a create the server message', async ({ signedInPage: page, user, request }) => {
  const name = `Lỗi ${uniqueName('f')}`;
  await createSetByApi(request, user, name);

  await page.route('**/api/user/my-stickers', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.goto('/my-stickers');
  await expect(page.getByRole('alert').filter({ hasText: t.errors.loadFailed })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sticker-set')).toHaveCount(0);

  await page.unrouteAll();
  await page.reload();
  const card = setCard(page, name);
  await expect(card).toBeVisible();

  // Rename refused by the server: the fallback with the reason.
  await page.route('**/api/user/my-stickers/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: 'Máy chủ bận' }) })
      : route.fallback(),
  );
  await card.getByRole('button', { name: fill(t.renameSet, { name }) }).click();
  await page.getByLabel(fill(t.renameLabel, { name })).fill('Tên mới');
  await page.getByLabel(fill(t.renameLabel, { name })).press('Enter');
  await expect(status(card, fill(t.errors.renameFailed, { reason: 'Máy chủ bận' }))).toBeVisible();
  // a failure without a server message: the generic reason
  await page.unrouteAll();
  await page.route('**/api/user/my-stickers/*', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
  await page.getByLabel(fill(t.renameLabel, { name })).press('Enter');
  await expect(status(card, fill(t.errors.renameFailed, { reason: t.errors.unknownReason }))).toBeVisible();
  await page.getByLabel(fill(t.renameLabel, { name })).press('Escape');

  // Create refused without a message: the create fallback.
  await page.route('**/api/user/my-stickers', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.getByLabel(t.newSetLabel, { exact: true }).fill('Bộ mới');
  await page.getByRole('button', { name: t.create }).click();
  await expect(status(page, t.errors.createFailed)).toBeVisible();

  // Delete refused: the fallback with the server's reason; the set stays.
  await page.route('**/api/user/my-stickers/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Không tìm thấy.' }) })
      : route.fallback(),
  );
  await card.getByRole('button', { name: fill(t.deleteSet, { name }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.agree }).click();
  await expect(status(card, fill(t.errors.deleteFailed, { reason: 'Không tìm thấy.' }))).toBeVisible();
  await expect(card).toBeVisible();

  // Upload failing without a message, then the add call failing: their own fallbacks.
  await toggle(card).click();
  const png = (await smiley('#ffc83d')).toString('base64');
  await page.route('**/api/upload', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await dropFile(page, card.getByTestId('sticker-drop-zone'), { name: 'a.png', type: 'image/png', base64: png });
  await card.getByRole('button', { name: t.addButton }).click();
  await expect(status(card, t.errors.uploadFailed)).toBeVisible();
  await page.unroute('**/api/upload');
  await page.route('**/api/user/my-stickers/*/add', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await card.getByRole('button', { name: t.addButton }).click();
  await expect(status(card, t.errors.addFailed)).toBeVisible();
  // a 413 from the server names the set, like the check before uploading
  await page.route('**/api/upload', (route) =>
    route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'FILE_TOO_LARGE', message: '' }) }),
  );
  await card.getByRole('button', { name: t.addButton }).click();
  await expect(status(card, fill(t.errors.fileTooLarge, { name }))).toBeVisible();
});
