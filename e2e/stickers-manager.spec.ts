import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, uniqueName, type E2EUser } from './fixtures';
import { en, fill, vi, zh } from './support/messages';

const t = vi.stickers;
const SHOTS = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));

/** A small smiley PNG in the given colour (a real image: the server sniffs the bytes). */
function smiley(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="${color}"/><circle cx="34" cy="40" r="6" fill="#333"/><circle cx="62" cy="40" r="6" fill="#333"/><path d="M28 58 Q48 78 68 58" stroke="#333" stroke-width="5" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The first bytes of a WebM file: enough for the server's sniffer (EBML magic + DocType webm). */
const FAKE_WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(200, 0)]);

/** The first page of an Ogg file (capture pattern OggS). */
const FAKE_OGG = Buffer.concat([Buffer.from('OggS'), Buffer.from([0x00, 0x02]), Buffer.alloc(200, 0)]);

const auth = (user: E2EUser) => ({ Authorization: `Bearer ${user.token}` });

async function createSetByApi(request: APIRequestContext, user: E2EUser, name: string): Promise<string> {
  const res = await request.post('/api/user/my-stickers', { headers: auth(user), data: { name } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).stickerSet._id as string;
}

async function listSetsByApi(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/user/my-stickers', { headers: auth(user) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).stickerSets as { _id: string; name: string; stickers: { _id: string; url: string; title: string }[] }[];
}

async function addStickerByApi(request: APIRequestContext, user: E2EUser, setId: string, file: { name: string; mimeType: string; buffer: Buffer }, title: string) {
  const upload = await request.post('/api/upload', { headers: auth(user), multipart: { file } });
  expect(upload.ok()).toBeTruthy();
  const { url } = await upload.json();
  const res = await request.post(`/api/user/my-stickers/${setId}/add`, { headers: auth(user), data: { url, title } });
  expect(res.ok()).toBeTruthy();
}

/** Drops a file on the element the way a browser does: dragenter, dragover, drop with a DataTransfer. */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; base64?: string; size?: number }) {
  const dataTransfer = await page.evaluateHandle((spec) => {
    const bytes = spec.base64 ? Uint8Array.from(atob(spec.base64), (c) => c.charCodeAt(0)) : new Uint8Array(spec.size ?? 0);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], spec.name, { type: spec.type }));
    return transfer;
  }, file);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const setCard = (page: Page, name: string) => page.getByTestId('sticker-set').filter({ hasText: name });
/** The set's expand/collapse button (its name is the set name and the sticker count). */
const toggle = (card: Locator) => card.locator('button[aria-expanded]');
const status = (scope: Page | Locator, text: string) => scope.getByRole('status').filter({ hasText: text });

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

test('adds stickers by drag-and-drop and by the file picker, refuses bad files, deletes a sticker', async ({ signedInPage: page, user, request }) => {
  const name = `Bộ ${uniqueName('d')}`;
  await createSetByApi(request, user, name);
  await page.goto('/my-stickers');
  const card = setCard(page, name);
  await toggle(card).click();
  const dropZone = card.getByTestId('sticker-drop-zone');
  const addButton = card.getByRole('button', { name: t.addButton });

  // No file yet.
  await addButton.click();
  await expect(status(card, t.errors.fileRequired)).toBeVisible();

  // Too large (one byte over 40 MB) and the wrong type are refused before any upload.
  let uploads = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/upload')) uploads += 1;
  });
  await dropFile(page, dropZone, { name: 'huge.png', type: 'image/png', size: 41_943_041 });
  await expect(status(card, fill(t.errors.fileTooLarge, { name }))).toBeVisible();
  await dropFile(page, dropZone, { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') });
  await expect(status(card, t.errors.fileType)).toBeVisible();
  expect(uploads).toBe(0);

  // Drag-and-drop with a title: a 60 px preview, then the sticker.
  const yellow = await smiley('#ffc83d');
  await dropFile(page, dropZone, { name: 'cuoi.png', type: 'image/png', base64: yellow.toString('base64') });
  const preview = card.getByRole('img', { name: t.preview });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([60, 60]);
  await expect(card.getByText('cuoi.png')).toBeVisible();
  await card.getByLabel(t.stickerTitleLabel).fill('Cười');
  await addButton.click();
  await expect(status(card, t.added)).toBeVisible();
  const first = card.getByRole('img', { name: 'Cười' });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expect(preview).toBeHidden();
  await expect(toggle(card)).toContainText('1 sticker');

  // The file picker, without a title.
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: t.chooseFile }).click();
  await (await chooser).setFiles({ name: 'xanh.png', mimeType: 'image/png', buffer: await smiley('#4cc2ff') });
  await expect(card.getByRole('img', { name: t.preview })).toBeVisible();
  await addButton.click();
  await expect(card.getByRole('img', { name: t.untitled })).toBeVisible();
  await expect(card.getByTestId('sticker')).toHaveCount(2);

  const [stored] = await listSetsByApi(request, user);
  expect(stored.stickers.map((s) => s.title)).toEqual(['Cười', '']);
  expect(stored.stickers.every((s) => /^\/uploads\//.test(s.url))).toBe(true);

  // Delete the first sticker.
  await card.getByRole('button', { name: fill(t.deleteSticker, { title: 'Cười' }) }).click();
  await expect(status(card, t.stickerDeleted)).toBeVisible();
  await expect(card.getByTestId('sticker')).toHaveCount(1);
  await expect(first).toBeHidden();
  const [after] = await listSetsByApi(request, user);
  expect(after.stickers.map((s) => s.title)).toEqual(['']);
});

test('video stickers play muted in a loop; an .ogg labelled audio/ogg is taken as a video', async ({ signedInPage: page, user, request }) => {
  const name = `Video ${uniqueName('v')}`;
  const setId = await createSetByApi(request, user, name);
  await addStickerByApi(request, user, setId, { name: 'clip.webm', mimeType: 'video/webm', buffer: FAKE_WEBM }, 'Clip');
  await page.goto('/my-stickers');
  const card = setCard(page, name);
  await toggle(card).click();
  const video = card.locator('video[aria-label="Clip"]');
  await expect(video).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.webm$/);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('autoplay', true);

  await dropFile(page, card.getByTestId('sticker-drop-zone'), { name: 'nhay.ogg', type: 'audio/ogg', base64: FAKE_OGG.toString('base64') });
  await expect(card.locator(`video[aria-label="${t.preview}"]`)).toBeAttached();
  await card.getByLabel(t.stickerTitleLabel).fill('Nhảy');
  await card.getByRole('button', { name: t.addButton }).click();
  await expect(status(card, t.added)).toBeVisible();
  await expect(card.locator('video[aria-label="Nhảy"]')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.(ogv|ogg)$/);
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

test('the back-to-chat button leads to /chat', async ({ signedInPage: page }) => {
  await page.goto('/my-stickers');
  await page.getByRole('link', { name: t.backToChat }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('the manager follows the language switcher (en, zh)', async ({ signedInPage: page }) => {
  await page.goto('/my-stickers');
  await page.getByRole('button', { name: vi.lang.en, exact: true }).click();
  await expect(page.getByRole('heading', { name: en.stickers.title, exact: true })).toBeVisible();
  await expect(page.getByText(en.stickers.empty)).toBeVisible();
  await page.getByRole('button', { name: en.stickers.create }).click();
  await expect(page.getByRole('status').filter({ hasText: en.stickers.errors.nameRequired })).toBeVisible();
  await page.getByRole('button', { name: vi.lang.zh, exact: true }).click();
  await expect(page.getByRole('heading', { name: zh.stickers.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: zh.stickers.backToChat })).toBeVisible();
});

test('a guest is sent to /login', async ({ page }) => {
  await page.goto('/my-stickers');
  await expect(page).toHaveURL(/\/login$/);
});

for (const width of [1280, 390]) {
  test(`screenshots of the sticker manager at ${width} px`, async ({ signedInPage: page, user, request }) => {
    const setId = await createSetByApi(request, user, 'Cảm xúc');
    const colors = ['#ffc83d', '#4cc2ff', '#ff7a7a', '#7ddc7a', '#c39bff'];
    const titles = ['Vui', 'Ngạc nhiên', 'Giận', 'Bình yên', 'Mơ mộng'];
    for (let i = 0; i < colors.length; i += 1) {
      await addStickerByApi(request, user, setId, { name: `s${i}.png`, mimeType: 'image/png', buffer: await smiley(colors[i]) }, titles[i]);
    }
    await createSetByApi(request, user, 'Mèo hài hước');
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/my-stickers');
    const card = setCard(page, 'Cảm xúc');
    await toggle(card).click();
    await expect(card.getByTestId('sticker')).toHaveCount(5);
    for (const title of titles) await expect.poll(() => card.getByRole('img', { name: title }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}stickers-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: fill(t.deleteSet, { name: 'Mèo hài hước' }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}stickers-delete-dialog-${width}.png` });
  });
}
