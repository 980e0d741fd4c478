import { apiAs, directChat, messageWith, newPerson, openAs, openChat, pngImage, sendText } from './chat-helpers';
import { expect, test } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { fill, vi } from './support/messages';
import { bytes, html, startLinkSite, type LinkSite } from '../test/support/link-site';

// Link previews in the browser: the server unfurls a link to the stand-in site (the one host
// e2e/global-setup.ts lets it fetch) and both people see the card live; the sender removes it.

let site: LinkSite;
test.beforeAll(async () => {
  site = await startLinkSite(Number(process.env.E2E_LINK_SITE_PORT));
});
test.afterAll(async () => {
  await site?.close();
});
// A bound, not a wait: each axe run takes seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** A page on the stand-in with a title, a text and a picture; its address. */
async function pageAt(name: string, title: string, description: string): Promise<string> {
  const path = `/${name}-${Math.random().toString(36).slice(2)}`;
  site.route(path, html(`<meta property="og:title" content="${title}"><meta property="og:site_name" content="Tin tức"><meta property="og:description" content="${description}"><meta property="og:image" content="${path}.png">`));
  site.route(`${path}.png`, bytes('image/png', await pngImage(1200, 630)));
  return `${site.origin}${path}`;
}

const card = (page: import('@playwright/test').Page, text: string) => messageWith(page, text).getByTestId('link-preview');

test('the preview card appears live for both people and the sender removes it for both', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'Chào Alice');
  const a = await openAs(browser, alice);
  const b = await openAs(browser, bob);
  await openChat(a, bob.username);
  await openChat(b, alice.username);

  const title = '<b>Đà Lạt</b> mùa hoa <script>alert(1)</script>';
  const link = await pageAt('da-lat', title, 'Mùa hoa dã quỳ nở vàng các con dốc.');
  const text = `Xem bài này: ${link}`;
  await apiAs(request, alice, 'POST', '/messages/send', { chatId: chat._id, content: text });
  for (const page of [a, b]) {
    await expect(card(page, 'Xem bài này')).toBeVisible();
    // The tags' HTML is shown as text, never run or rendered.
    await expect(card(page, 'Xem bài này').getByRole('link', { name: title })).toHaveAttribute('href', link);
    await expect(card(page, 'Xem bài này').locator('script, b')).toHaveCount(0);
    await expect(card(page, 'Xem bài này').locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
  }
  // Only the sender has the remove button.
  const remove = fill(vi.conversation.linkPreview.remove, { title });
  await expect(card(b, 'Xem bài này').getByRole('button', { name: remove })).toHaveCount(0);
  await card(a, 'Xem bài này').getByRole('button', { name: remove }).click();
  await expect(card(a, 'Xem bài này')).toHaveCount(0);
  await expect(card(b, 'Xem bài này')).toHaveCount(0);
  await expect(messageWith(b, 'Xem bài này')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of A11Y_VIEWPORTS) {
    test(`the preview card at ${viewport.width} px, ${colorScheme}: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
      const bob = await newPerson(request);
      const chat = await directChat(request, alice, bob);
      const theirs = await pageAt('theirs', 'Hướng dẫn pha cà phê phin', 'Ba bước đơn giản cho một ly cà phê ngon mỗi sáng.');
      const mine = await pageAt('mine', 'Lịch chiếu phim cuối tuần', 'Những bộ phim đáng xem nhất tuần này.');
      await sendText(request, bob, chat._id, `Bạn đọc chưa ${theirs}`);
      await sendText(request, alice, chat._id, `Còn cái này ${mine}`);
      const page = await openAs(browser, alice, { viewport, colorScheme });
      await openChat(page, bob.username);
      await expect(card(page, 'Bạn đọc chưa')).toBeVisible();
      await expect(card(page, 'Còn cái này')).toBeVisible();
      await expect(card(page, 'Còn cái này').locator('img')).toHaveJSProperty('complete', true);
      // The remove button is reachable by keyboard.
      await card(page, 'Còn cái này').getByRole('button').focus();
      await expect(card(page, 'Còn cái này').getByRole('button')).toBeFocused();
      const box = await card(page, 'Còn cái này').boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page, `link preview cards (${colorScheme})`);
      await card(page, 'Còn cái này').screenshot({ path: test.info().outputPath(`link-preview-${colorScheme}-${viewport.width}.png`) });
    });
  }
}
