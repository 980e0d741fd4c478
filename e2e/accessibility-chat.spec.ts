import type { APIRequestContext } from '@playwright/test';
import { apiAs, chatRow, composer, directChat, groupChat, messageMenu, messageWith, muteOnThisDevice, pickFromMessageMenu, newPerson, openAs, openChat, pngImage, sendText, uploadAs } from './chat-helpers';
import { expect, test, type E2EUser } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible, textContrast } from './support/axe';
import { s, openSettings } from './settings-helpers';
import { fill, vi } from './support/messages';

// axe-core (WCAG 2.0/2.1 A and AA) on the chat screen and what opens from it, at 1280 and 390 px:
// the list, a one-to-one and a group conversation, the message menu, forward, the image viewer,
// emoji and sticker picker, message search, jump to date, chat info, create group, settings and support.

const GROUP = 'Nhóm kiểm tra';

// A bound, not a wait: each axe run takes seconds on a loaded 2-core machine, and a test makes up to nine.
test.describe.configure({ timeout: 240_000 });

/** Alice with a one-to-one chat with Bob (text, a reply, a reaction, an image, a pin) and a group. */
async function seed(request: APIRequestContext, alice: E2EUser) {
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const group = await groupChat(request, alice, GROUP, [bob, carol]);
  await sendText(request, carol, group._id, 'Chào cả nhóm! Hôm nay họp lúc 3 giờ nhé.');
  const first = await sendText(request, bob, chat._id, 'Chào Alice! Cuối tuần này bạn rảnh không?');
  const reply = await sendText(request, alice, chat._id, 'Rảnh nè, đi cà phê nhé', { replyTo: first._id });
  await apiAs(request, bob, 'POST', '/messages/react', { messageId: reply._id, emoji: '❤️' });
  const photo = await uploadAs(request, bob, 'hoang-hon.png', 'image/png', await pngImage());
  await apiAs(request, bob, 'POST', '/messages/send', { chatId: chat._id, type: 'image', ...photo, fileUrl: photo.url });
  await apiAs(request, alice, 'POST', `/chat/${chat._id}/pin-message`, { messageId: first._id, scope: 'all' });
  await sendText(request, bob, chat._id, 'Hẹn gặp lúc 9 giờ sáng thứ Bảy nha!');
  return { bob, carol, group };
}

for (const viewport of A11Y_VIEWPORTS) {
  const narrow = viewport.width < 600;

  test(`chat list and a one-to-one conversation at ${viewport.width} px: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
    const { bob, group } = await seed(request, alice);
    const page = await openAs(browser, alice, { viewport });
    // The group is muted: its unread count is drawn in the muted colour (WCAG AA for its text).
    await muteOnThisDevice(page, group._id, GROUP, 1);
    expect(await textContrast(chatRow(page, GROUP).getByTestId('unread-count'))).toBeGreaterThanOrEqual(4.5);
    await expect(page.getByTestId('chat-row')).toHaveCount(2);
    await expectAccessible(page, 'chat list');

    const search = page.getByRole('searchbox', { name: vi.sidebar.searchPlaceholder });
    await search.fill('cà phê');
    await expect(page.getByRole('region', { name: vi.search.messagesSection, exact: true }).getByTestId('message-result')).toHaveCount(1);
    await expectAccessible(page, 'sidebar search results');
    await search.fill('');

    await openChat(page, bob.username);
    await expect(messageWith(page, 'Hẹn gặp lúc 9 giờ')).toBeVisible();
    await expectAccessible(page, 'one-to-one conversation');

    await messageMenu(page, messageWith(page, 'Rảnh nè'));
    await expectAccessible(page, 'message menu');
    // axe scrolls the history to measure colours, and scrolling closes the menu: open it again.
    await pickFromMessageMenu(page, messageWith(page, 'Rảnh nè'), { name: vi.conversation.forward });
    await expect(page.getByRole('dialog', { name: vi.conversation.forwardTitle }).getByRole('checkbox').first()).toBeVisible();
    await expectAccessible(page, 'forward dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: fill(vi.conversation.openImage, { name: 'hoang-hon.png' }) }).click();
    const viewer = page.getByRole('dialog', { name: 'hoang-hon.png' });
    await expect(viewer.getByRole('img')).toBeVisible();
    await expectAccessible(page, 'image viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await page.getByRole('button', { name: fill(vi.chatScreen.chatInfo, { name: bob.username }) }).click();
    await expect(page.getByRole('dialog', { name: vi.chatScreen.infoTitle })).toBeVisible();
    await expectAccessible(page, 'chat info dialog');
  });

  test(`the composer, pickers and message search at ${viewport.width} px: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
    const { bob } = await seed(request, alice);
    const page = await openAs(browser, alice, { viewport });
    await openChat(page, bob.username);
    await page.getByRole('button', { name: vi.composer.emoji }).click();
    const picker = page.getByRole('dialog', { name: vi.composer.pickerLabel });
    await expect(picker.getByRole('button', { name: 'Mặt cười toe toét', exact: true })).toBeVisible();
    await expectAccessible(page, 'emoji picker');
    await picker.getByRole('tab').nth(8).click();
    await expect(picker.getByTestId('builtin-sticker').first()).toBeVisible();
    await expectAccessible(page, 'sticker picker');
    await page.keyboard.press('Escape');

    await composer(page).fill('Đang soạn một tin trả lời…');
    await messageWith(page, 'Chào Alice! Cuối tuần').first().locator('p').dblclick();
    await expect(page.getByText(fill(vi.composer.replyingTo, { name: bob.username }))).toBeVisible();
    await expectAccessible(page, 'composer replying');
    await page.getByRole('button', { name: vi.composer.cancelReply }).click();

    await page.getByRole('button', { name: vi.search.open, exact: true }).click();
    await page.getByRole('searchbox', { name: vi.search.placeholder, exact: true }).fill('hẹn gặp');
    await expect(page.getByTestId('search-counter')).toHaveText(fill(vi.search.counter, { current: 1, total: 1 }));
    await expectAccessible(page, 'message search bar');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: vi.search.jumpToDate, exact: true }).click();
    await expect(page.getByRole('dialog', { name: vi.search.jumpTitle })).toBeVisible();
    await expectAccessible(page, 'jump to date dialog');
  });

  test(`a group conversation and create group at ${viewport.width} px: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
    const { carol } = await seed(request, alice);
    const page = await openAs(browser, alice, { viewport });
    await openChat(page, GROUP);
    await expect(messageWith(page, 'họp lúc 3 giờ')).toBeVisible();
    await expectAccessible(page, 'group conversation');
    if (narrow) await page.getByRole('button', { name: vi.chatScreen.back }).click();

    await page.getByRole('button', { name: vi.sidebar.createGroup }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: vi.sidebar.create }).click();
    await expect(page.getByText(vi.sidebar.groupNameRequired)).toBeVisible();
    await page.getByRole('searchbox', { name: vi.sidebar.addMembers }).fill(carol.username.slice(0, 8));
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await expectAccessible(page, 'create group dialog');
  });

  test(`settings, support and logout at ${viewport.width} px: no serious or critical axe violations`, async ({ signedInPage: page }) => {
    await page.setViewportSize(viewport);
    const menu = await openSettings(page);
    await expectAccessible(page, 'settings menu');
    for (const form of ['password', 'email', 'birthday', 'avatar', 'delete'] as const) {
      await menu.getByRole('button', { name: s[form].title }).click();
      const dialog = page.getByRole('dialog', { name: s[form].title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `settings: ${form}`);
      await dialog.getByRole('button', { name: s.backToMenu }).click();
    }
    await menu.getByRole('button', { name: s.logout }).click();
    await expect(page.getByRole('dialog', { name: s.logoutConfirm })).toBeVisible();
    await expectAccessible(page, 'logout confirmation');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: s.logoutConfirm })).toHaveCount(0);
    await menu.getByRole('button', { name: s.close }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { name: vi.chat.title })).toBeVisible();
    await expectAccessible(page, 'chat screen without chats');

    await page.getByRole('button', { name: vi.support.menu, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'support menu');
    await page.getByRole('menuitem', { name: vi.support.requestVerification }).click();
    const verify = page.getByRole('dialog', { name: vi.support.verify.title });
    await verify.getByLabel(vi.support.verify.userId).fill('');
    await verify.getByRole('button', { name: vi.support.verify.submit }).click();
    await expect(verify.getByText(vi.errors.validation.fileRequired)).toBeVisible();
    await expectAccessible(page, 'verification request with errors');
  });
}
