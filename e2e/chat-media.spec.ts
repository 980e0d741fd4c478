import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { composer, directChat, messages, messageWith, newPerson, openAs, openChat, pdfFile, pickFromMessageMenu, pngImage, sendText, uploadAs, webpSticker, apiAs } from './chat-helpers';
import { fill, vi } from './support/messages';

test('images, files with download, a voice note, stickers, emoji and forwarding', async ({ browser, request, user: alice }) => {
  test.setTimeout(150_000);
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await directChat(request, bob, carol);
  await sendText(request, bob, chat._id, 'Gửi ảnh cho mình nhé');
  const a = await openAs(browser, alice);
  const b = await openAs(browser, bob);
  await openChat(a, bob.username);
  await openChat(b, alice.username);

  // An image: pending preview with the upload, then its own message; the lightbox opens it.
  await a.getByTestId('image-input').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: await pngImage() });
  await expect(a.getByTestId('pending-files')).toContainText('beach.png');
  await composer(a).press('Enter');
  await expect(a.getByTestId('pending-files')).toHaveCount(0);
  const imageOnB = b.getByRole('button', { name: fill(vi.conversation.openImage, { name: 'beach.png' }) });
  await expect(imageOnB).toBeVisible();
  await expect.poll(() => imageOnB.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await imageOnB.click();
  const lightbox = b.getByRole('dialog', { name: 'beach.png' });
  await expect(lightbox.locator('img')).toBeVisible();
  await lightbox.getByRole('button', { name: vi.chatScreen.close }).click();
  await expect(lightbox).toHaveCount(0);

  // A file: preview dialog and a download under its original name.
  await a.getByTestId('file-input').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await a.getByRole('button', { name: vi.composer.send, exact: true }).click();
  const fileButton = b.getByRole('button', { name: fill(vi.conversation.previewFile, { name: 'report.pdf' }) });
  await expect(fileButton).toBeVisible();
  await fileButton.click();
  await expect(b.getByRole('dialog', { name: 'report.pdf' }).locator('iframe')).toBeVisible();
  await b.getByRole('dialog', { name: 'report.pdf' }).getByRole('button', { name: vi.chatScreen.close }).click();
  const downloading = b.waitForEvent('download');
  await b.getByRole('link', { name: fill(vi.conversation.downloadFile, { name: 'report.pdf' }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('report.pdf');
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // A voice note from Chromium's fake microphone: click to start, click to stop, preview, send.
  const mic = a.getByTestId('mic-button');
  await mic.click();
  // The recording's clock shows once the microphone records; it has recorded when it says 0:01.
  await expect(a.getByTestId('voice-bar').getByRole('status')).toContainText(/0:(0[1-9]|[1-5]\d)/);
  await mic.click();
  await expect(a.getByTestId('voice-bar').locator('audio')).toBeVisible();
  await a.getByRole('button', { name: vi.composer.sendVoice }).click();
  await expect(b.getByTestId('voice-message')).toHaveCount(1);
  await expect(a.getByTestId('voice-bar')).toHaveCount(0);

  // An emoji goes into the text; a built-in sticker is sent at once.
  await a.getByRole('button', { name: vi.composer.emoji }).click();
  const picker = a.getByRole('dialog', { name: vi.composer.pickerLabel });
  await picker.getByRole('button', { name: 'Mặt cười toe toét', exact: true }).click();
  await expect(composer(a)).toHaveValue('😀');
  await picker.getByRole('tab').nth(8).click();
  await picker.getByTestId('builtin-sticker').first().click();
  await expect(picker).toHaveCount(0);
  await expect(b.getByTestId('message').filter({ has: b.locator('img[src^="/stickers/"]') })).toHaveCount(1);
  await composer(a).fill('');

  // An uploaded webp sticker offers save-to-collection: Bob saves it into his set.
  const sticker = await uploadAs(request, alice, 'smile.webp', 'image/webp', await webpSticker());
  await apiAs(request, alice, 'POST', '/messages/send', { chatId: chat._id, type: 'sticker', stickerUrl: sticker.url });
  await apiAs(request, bob, 'POST', '/user/my-stickers', { name: 'Yêu thích' });
  await b.getByRole('button', { name: vi.conversation.saveSticker }).first().click();
  await b.getByRole('dialog', { name: vi.conversation.saveStickerTitle }).getByRole('button', { name: /Yêu thích/ }).click();
  await expect(b.getByTestId('notice').filter({ hasText: fill(vi.conversation.stickerSaved, { name: 'Yêu thích' }) })).toBeVisible();
  const sets = await apiAs(request, bob, 'GET', '/user/my-stickers');
  expect(sets.stickerSets[0].stickers).toHaveLength(1);

  // Forward the image to Carol: it arrives marked as forwarded from Alice.
  const imageMessage = messages(b).filter({ has: b.getByRole('button', { name: fill(vi.conversation.openImage, { name: 'beach.png' }) }) });
  await pickFromMessageMenu(b, imageMessage, { name: vi.conversation.forward });
  const dialog = b.getByRole('dialog', { name: vi.conversation.forwardTitle });
  await dialog.getByRole('listitem').filter({ hasText: carol.username }).getByRole('checkbox').check();
  await dialog.getByRole('button', { name: fill(vi.conversation.forwardSend, { count: 1 }) }).click();
  const c = await openAs(browser, carol);
  await openChat(c, bob.username);
  await expect(messageWith(c, fill(vi.conversation.forwardedFrom, { name: alice.username }))).toBeVisible();
  await expect(c.getByRole('button', { name: fill(vi.conversation.openImage, { name: 'beach.png' }) })).toBeVisible();
});
