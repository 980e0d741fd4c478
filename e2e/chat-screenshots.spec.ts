import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { apiAs, composer, directChat, groupChat, messageMenu, messageWith, newPerson, openAs, openChat, pngImage, pdfFile, sendText, uploadAs, webpSticker } from './chat-helpers';
import { vi } from './support/messages';

const DIR = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));

test('screenshots of the chat screen at 1280 and 390 px', async ({ browser, request, user: alice }) => {
  test.setTimeout(300_000); // two widths, ten screens: minutes on a loaded machine
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const group = await groupChat(request, alice, 'Nhóm dự án', [bob, carol]);
  await directChat(request, alice, carol);
  await sendText(request, carol, group._id, 'Chào cả nhóm! Hôm nay họp lúc 3 giờ nhé.');
  await sendText(request, bob, group._id, 'Ok, mình sẽ tới đúng giờ 👍');
  const first = await sendText(request, bob, chat._id, 'Chào Alice! Cuối tuần này bạn rảnh không?');
  await sendText(request, alice, chat._id, 'Rảnh nè, đi cà phê nhé ☕');
  const photo = await uploadAs(request, bob, 'hoang-hon.png', 'image/png', await pngImage(480, 320, '#f08a4b'));
  await apiAs(request, bob, 'POST', '/messages/send', { chatId: chat._id, type: 'image', ...photo, fileUrl: photo.url });
  const doc = await uploadAs(request, alice, 'ke-hoach.pdf', 'application/pdf', pdfFile());
  await apiAs(request, alice, 'POST', '/messages/send', { chatId: chat._id, type: 'file', ...doc, fileUrl: doc.url });
  const sticker = await uploadAs(request, bob, 'cuoi.webp', 'image/webp', await webpSticker());
  await apiAs(request, bob, 'POST', '/messages/send', { chatId: chat._id, type: 'sticker', stickerUrl: sticker.url });
  const reply = await sendText(request, alice, chat._id, 'Mình đi quán quen nhé!', { replyTo: first._id });
  await apiAs(request, bob, 'POST', '/messages/react', { messageId: reply._id, emoji: '❤️' });
  await apiAs(request, alice, 'POST', `/chat/${chat._id}/pin-message`, { messageId: first._id, scope: 'all' });
  const last = await sendText(request, bob, chat._id, 'Tuyệt vời, hẹn gặp lúc 9 giờ sáng thứ Bảy nha!');
  // Read: the screenshots show the conversation at its newest (unread chats open at the first unread).
  await apiAs(request, alice, 'POST', `/chat/${chat._id}/mark-read`, { lastReadId: last._id });

  for (const width of [1280, 390]) {
    const narrow = width < 600;
    const page = await openAs(browser, alice, { viewport: { width, height: narrow ? 844 : 800 } });
    if (narrow) await page.screenshot({ path: `${DIR}chat-list-${width}.png`, animations: 'disabled' });
    await openChat(page, bob.username);
    await expect(messageWith(page, 'hẹn gặp lúc 9 giờ')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${DIR}chat-conversation-${width}.png`, animations: 'disabled' });

    // The history renders only the rows in view: its first messages are there once it is at its start.
    await page.getByTestId('message-list').evaluate((box) => box.scrollTo({ top: 0 }));
    await expect(messageWith(page, 'Rảnh nè')).toBeInViewport();
    const menu = await messageMenu(page, messageWith(page, 'Rảnh nè'));
    await expect(menu).toBeVisible();
    await page.screenshot({ path: `${DIR}chat-message-menu-${width}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: vi.composer.emoji }).click();
    const picker = page.getByRole('dialog', { name: vi.composer.pickerLabel });
    await expect(picker.getByRole('button', { name: 'Mặt cười toe toét', exact: true })).toBeVisible();
    await page.screenshot({ path: `${DIR}chat-emoji-picker-${width}.png`, animations: 'disabled' });
    await picker.getByRole('tab').nth(8).click();
    await expect(picker.getByTestId('builtin-sticker').first()).toBeVisible();
    await page.screenshot({ path: `${DIR}chat-sticker-picker-${width}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');

    await composer(page).fill('Đang soạn một tin trả lời…');
    await messageWith(page, 'Chào Alice! Cuối tuần').first().locator('p').dblclick();
    await page.screenshot({ path: `${DIR}chat-reply-${width}.png`, animations: 'disabled' });
    await composer(page).fill('');

    if (narrow) await page.getByRole('button', { name: vi.chatScreen.back }).click();
    await openChat(page, 'Nhóm dự án');
    await expect(messageWith(page, 'đúng giờ')).toBeVisible();
    await page.screenshot({ path: `${DIR}chat-group-${width}.png`, animations: 'disabled' });
    if (narrow) await page.getByRole('button', { name: vi.chatScreen.back }).click();

    await page.getByRole('button', { name: vi.sidebar.createGroup }).click();
    // The sidebar's button has the same name: press the dialog's own, once the dialog is there.
    await page.getByRole('dialog').getByRole('button', { name: vi.sidebar.create }).click();
    await expect(page.getByText(vi.sidebar.groupNameRequired)).toBeVisible();
    await page.getByRole('searchbox', { name: vi.sidebar.addMembers }).fill(carol.username.slice(0, 8));
    await expect(page.getByRole('dialog').getByRole('checkbox')).toHaveCount(1);
    await page.screenshot({ path: `${DIR}chat-create-group-${width}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.context().close();
  }
});
