import type { Page } from '@playwright/test';
import { apiAs, chatRow, directChat, messageWith, muteOnThisDevice, newPerson, openAs, openChat, pngImage, sendText, uploadAs } from './chat-helpers';
import { expect, test } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible, textContrast } from './support/axe';
import { openSettings } from './settings-helpers';
import { vi } from './support/messages';
import { addStickerByApi, createSetByApi, setCard, smiley, toggle } from './stickers-helpers';

// axe-core (WCAG 2.0/2.1 A and AA) on the main screens in the dark theme (app/globals.css follows
// prefers-color-scheme), at 1280 and 390 px: the light theme is covered by the other
// accessibility-*.spec.ts files; this one checks the dark tokens keep the contrast.

test.use({ colorScheme: 'dark' });

/** The page's browser reports the dark system setting the tokens follow. */
async function expectDark(page: Page): Promise<void> {
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
}

// A bound, not a wait: each axe run takes seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

for (const viewport of A11Y_VIEWPORTS) {
  test(`login and register in the dark theme at ${viewport.width} px: no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: vi.auth.loginTitle })).toBeVisible();
    await expectDark(page);
    await expectAccessible(page, 'login (dark)');
    await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
    await expect(page.getByRole('status').and(page.locator('[data-kind="error"]')).first()).toBeVisible();
    await expectAccessible(page, 'login with errors (dark)');

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: vi.auth.registerTitle })).toBeVisible();
    await expectAccessible(page, 'register (dark)');
  });

  test(`chat, settings, my stickers and profile in the dark theme at ${viewport.width} px: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
    // A one-to-one chat with both bubbles, a reply, a reaction and an image.
    const bob = await newPerson(request);
    const chat = await directChat(request, alice, bob);
    const first = await sendText(request, bob, chat._id, 'Chào Alice! Cuối tuần này bạn rảnh không?');
    const reply = await sendText(request, alice, chat._id, 'Rảnh nè, đi cà phê nhé', { replyTo: first._id });
    await apiAs(request, bob, 'POST', '/messages/react', { messageId: reply._id, emoji: '❤️' });
    const photo = await uploadAs(request, bob, 'hoang-hon.png', 'image/png', await pngImage());
    await apiAs(request, bob, 'POST', '/messages/send', { chatId: chat._id, type: 'image', ...photo, fileUrl: photo.url });
    await sendText(request, bob, chat._id, 'Hẹn gặp lúc 9 giờ sáng thứ Bảy nha!');
    // And a muted chat with an unread message: its count is drawn in the muted colour.
    const carol = await newPerson(request);
    const quiet = await directChat(request, alice, carol);
    await sendText(request, carol, quiet._id, 'Tối nay ai rảnh không?');
    const setId = await createSetByApi(request, alice, 'Mèo hài hước');
    await addStickerByApi(request, alice, setId, { name: 'cuoi.png', mimeType: 'image/png', buffer: await smiley('#ffd166') }, 'Cười');

    const page = await openAs(browser, alice, { viewport, colorScheme: 'dark' });
    await expectDark(page);
    // A muted chat's unread count, in the muted colour (WCAG AA for its text), and the list.
    await muteOnThisDevice(page, quiet._id, carol.username, 1);
    expect(await textContrast(chatRow(page, carol.username).getByTestId('unread-count'))).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page, 'chat list with a muted chat (dark)');
    await openChat(page, bob.username);
    await expect(messageWith(page, 'Hẹn gặp lúc 9 giờ')).toBeVisible();
    await expectAccessible(page, 'one-to-one conversation (dark)');

    await openSettings(page);
    await expectAccessible(page, 'settings menu (dark)');

    await page.goto('/my-stickers');
    const card = setCard(page, 'Mèo hài hước');
    if ((await toggle(card).getAttribute('aria-expanded')) === 'false') await toggle(card).click();
    await expect(card.getByRole('img', { name: 'Cười' })).toBeVisible();
    await expectAccessible(page, 'my stickers (dark)');

    await page.goto('/profile');
    await expect(page.getByRole('button', { name: vi.profile.editBio })).toBeVisible();
    await expectAccessible(page, 'own profile (dark)');
    await page.goto(`/profile/${bob.id}`);
    await expect(page.getByRole('button', { name: new RegExp(`^${vi.profile.like} `) })).toBeVisible();
    await expectAccessible(page, "another person's profile (dark)");
    await page.context().close();
  });
}
