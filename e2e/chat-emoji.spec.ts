import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, directChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { BUILTIN_STICKER_GROUPS } from '../lib/stickers/builtin';
import { en, vi, zh } from './support/messages';

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

  // The composer's picker draws its emoji the same way; its buttons keep the emoji's name, in
  // the interface's language.
  await page.getByRole('button', { name: vi.composer.emoji }).click();
  const picker = page.getByRole('dialog', { name: vi.composer.pickerLabel });
  const grinCell = picker.getByRole('button', { name: 'Mặt cười toe toét', exact: true });
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

test('emoji and built-in sticker names follow the language; no two picker tabs share a name', async ({ browser, request, user }) => {
  test.setTimeout(90_000);
  const bob = await newPerson(request);
  await directChat(request, user, bob);
  const page = await openAs(browser, user);
  await openChat(page, bob.username);
  const names = { vi: 'Mặt cười toe toét', zh: '嘿嘿', en: 'Grinning Face' } as const;
  const FACES = Object.fromEntries(Object.entries(BUILTIN_STICKER_GROUPS[0].title)) as Record<'vi' | 'en' | 'zh', string>;
  for (const [lang, texts] of [['zh', zh], ['en', en], ['vi', vi]] as const) {
    // The language switcher, as a user changes it (a reload may be answered by the service worker's copy).
    await page.getByRole('button', { name: texts.lang[lang], exact: true }).click();
    await page.getByRole('button', { name: texts.composer.emoji }).click();
    const picker = page.getByRole('dialog', { name: texts.composer.pickerLabel });
    await picker.getByRole('tab').first().click();
    await expect(picker.getByRole('button', { name: names[lang], exact: true })).toBeVisible();
    const tabNames = await picker.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-label')));
    expect(new Set(tabNames).size, tabNames.join(', ')).toBe(tabNames.length);
    // The built-in "Faces" group's first sticker draws 😀: named like the emoji, in English by its own title.
    await picker.getByRole('tab', { name: FACES[lang], exact: true }).click();
    await expect(picker.getByTestId('builtin-sticker').first()).toHaveAttribute('aria-label', lang === 'en' ? 'Grin' : names[lang]);
    await page.keyboard.press('Escape');
  }
});

test('the emoji names route answers vi and zh names by emoji key, nothing else', async ({ request }) => {
  const answer = await request.get('/emoji/names-vi.json');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  const names = await answer.json();
  expect(names['1f600']).toBe('mặt cười toe toét');
  expect(names['2764']).toBe('trái tim màu đỏ');
  expect((await (await request.get('/emoji/names-zh.json')).json())['1f600']).toBe('嘿嘿');
  for (const name of ['names-en.json', 'names-fr.json', 'names-vi.txt', 'names-..%2Fvi.json']) expect((await request.get(`/emoji/${name}`)).status(), name).toBe(404);
});

test('emoji outside the bubbles are Twemoji too: the empty chat hint, toasts, a bio', async ({ browser, request, user: alice }) => {
  const [bob, carol] = [await newPerson(request), await newPerson(request)];
  await directChat(request, alice, bob);
  const withCarol = await directChat(request, alice, carol);
  const bio = await request.fetch('/api/user/me', { method: 'PUT', headers: { Authorization: `Bearer ${alice.token}` }, data: { bio: 'Cà phê ☕ mỗi sáng' } });
  expect(bio.status(), await bio.text()).toBe(200);
  const page = await openAs(browser, alice);
  await openChat(page, bob.username);
  await expectLoaded(page.getByTestId('message-list').locator('img[alt="👋"]'));
  await sendText(request, carol, withCarol._id, 'Chúc mừng 🎉');
  await expectLoaded(page.getByTestId('message-toast').locator('img[alt="🎉"]'));
  await page.goto('/profile');
  await expectLoaded(page.getByTestId('profile-bio').locator('img[alt="☕"]'));
});
