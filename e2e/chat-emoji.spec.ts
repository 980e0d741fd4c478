import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, directChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { vi } from './support/messages';

// Emoji are drawn as Twemoji images served by the app itself (/emoji/<code points>.svg), so they
// look the same on every system; the image's alt is the emoji, so the text reads and copies whole.

const TEXT = 'Chào 😀 bạn 👩‍💻 đi 🇻🇳 nhé!';

/** An element's text with each image read as its alt: what copy and screen readers get. */
const textWithAlts = (element: Locator) =>
  element.evaluate((node) =>
    Array.from(node.childNodes)
      .map((child) => (child instanceof HTMLImageElement ? child.alt : (child.textContent ?? '')))
      .join(''),
  );

/** Waits until the emoji image has loaded its file (a broken image has no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('emoji in messages, reactions and reply quotes are Twemoji images served by the app', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const first = await sendText(request, bob, chat._id, TEXT);
  await sendText(request, alice, chat._id, 'Đồng ý', { replyTo: first._id });
  await apiAs(request, alice, 'POST', '/messages/react', { messageId: first._id, emoji: '❤️' });

  const page = await openAs(browser, alice);
  await openChat(page, bob.username);

  // The text: each emoji one image (a ZWJ sequence and a flag too), the words around them intact.
  const text = messageWith(page, 'Chào').first().locator('p');
  const grin = text.locator('img[alt="😀"]');
  await expectLoaded(grin);
  await expect(grin).toHaveAttribute('src', '/emoji/1f600.svg');
  await expect(grin).toHaveAttribute('draggable', 'false');
  await expectLoaded(text.locator('img[alt="👩‍💻"]'));
  await expectLoaded(text.locator('img[alt="🇻🇳"]'));
  await expect(text.locator('img')).toHaveCount(3);
  expect(await textWithAlts(text)).toBe(TEXT);
  // Sized with the text (1.2em), not at the SVG's own size.
  const fontSize = await text.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect((await grin.boundingBox())?.height).toBeCloseTo(fontSize * 1.2, 0);

  // The reaction chip and the reply quote draw their emoji the same way.
  await expectLoaded(messageWith(page, 'Chào').first().getByTestId('reaction').locator('img[alt="❤️"]'));
  const quote = messageWith(page, 'Đồng ý').locator('[class*="quoteText"]');
  await expectLoaded(quote.locator('img[alt="😀"]'));
  expect(await textWithAlts(quote)).toBe(TEXT);

  // The composer's picker draws its emoji the same way; its buttons keep the emoji's name.
  await page.getByRole('button', { name: vi.composer.emoji }).click();
  const picker = page.getByRole('dialog', { name: vi.composer.pickerLabel });
  const grinCell = picker.getByRole('button', { name: 'Grinning Face', exact: true });
  await expectLoaded(grinCell.locator('img[alt="😀"]'));
  await expect(grinCell.locator('img')).toHaveAttribute('src', '/emoji/1f600.svg');
});

test('the emoji route answers only Twemoji files, with long caching', async ({ request }) => {
  const grin = await request.get('/emoji/1f600.svg');
  expect(grin.status()).toBe(200);
  expect(grin.headers()['content-type']).toBe('image/svg+xml');
  expect(grin.headers()['cache-control']).toContain('immutable');
  expect(await grin.text()).toMatch(/^<svg /);
  // Typed without FE0F, the rainbow flag still finds its file (1f3f3-fe0f-200d-1f308.svg).
  expect((await request.get('/emoji/1f3f3-200d-1f308.svg')).status()).toBe(200);
  for (const name of ['10ffff.svg', '1f600.png', '..%2Fpackage.json', '..%2F..%2Fpackage.json', 'license', '1F600.svg']) {
    expect((await request.get(`/emoji/${name}`)).status(), name).toBe(404);
  }
});
