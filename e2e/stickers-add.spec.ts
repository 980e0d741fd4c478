import { expect, test, uniqueName } from './fixtures';
import { addStickerByApi, createSetByApi, dropFile, FAKE_OGG, FAKE_WEBM, listSetsByApi, setCard, smiley, status, t, toggle } from './stickers-helpers';
import { fill } from './support/messages';

// Adding stickers to a set (drag-and-drop, the file picker, videos) and deleting them.

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
  await expect(toggle(card)).toContainText('1 nhãn dán');

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
