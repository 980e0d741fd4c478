import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type E2EUser } from './fixtures';
import { apiAs, chatRow, directChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { loadedCount, scrollForPage } from './support/history';
import { recordHighlights } from './support/highlight';
import { vi } from './support/messages';

// Jumping to any message: a reply's quote opens the page around the original, the
// history then loads newer pages while scrolling down, live messages wait outside the window, and
// "jump to newest" goes back to the end; a chat with unread messages opens at the first of them.

const label = (n: number) => `tin nhắn số ${String(n).padStart(3, '0')}`;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** `count` numbered texts, taking turns between two people, one after the other; their ids in order. */
async function seed(request: APIRequestContext, people: [E2EUser, E2EUser], chatId: string, from: number, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = from; n < from + count; n += 1) ids.push((await sendText(request, people[n % 2], chatId, label(n)))._id);
  return ids;
}

const list = (page: Page) => page.getByTestId('message-list');
const byId = (page: Page, id: string) => list(page).locator(`[data-message-id="${id}"]`);
const jumpButton = (page: Page) => page.getByRole('button', { name: vi.jump.toNewest });

test('a reply quote jumps to the original; newer pages load while scrolling down; jump to newest', async ({ browser, request, user: alice }) => {
  test.setTimeout(150_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const ids = await seed(request, [alice, bob], chat._id, 1, 150);
  const reply = 'nhớ tin nhắn số 5 không?';
  const replyId = (await sendText(request, bob, chat._id, reply, { replyTo: ids[4] }))._id;
  // All read: the chat opens at the newest (with unread messages it would open at the first of them).
  await apiAs(request, alice, 'POST', `/chat/${chat._id}/mark-read`, { lastReadId: replyId });

  const a = await openAs(browser, alice);
  await openChat(a, bob.username);
  await expect(messageWith(a, reply)).toBeInViewport();
  await expect(list(a)).toHaveAttribute('data-loaded', '50');
  await expect(jumpButton(a)).toHaveCount(0);

  // The quote: the page around the 5th message replaces the newest one, highlighted, centred.
  let highlighted = await recordHighlights(a);
  await messageWith(a, reply).getByRole('button', { name: vi.conversation.jumpToReply }).click();
  const original = byId(a, ids[4]);
  await expect.poll(highlighted).toContain(ids[4]);
  await expect(original).toBeInViewport();
  await expect(list(a)).toHaveAttribute('data-loaded', '50');
  await expect(a.getByText(vi.conversation.beginning)).toBeVisible();
  await expect(messageWith(a, reply)).toHaveCount(0);
  await expect(jumpButton(a)).toBeVisible();

  // A live message while the window stops short of the newest: the chat list shows it, the
  // history does not (it would sit after a gap).
  const live = 'tin mới trong lúc xem tin cũ';
  await sendText(request, bob, chat._id, live);
  await expect(chatRow(a, bob.username)).toContainText(live);
  await expect(messageWith(a, live)).toHaveCount(0);

  // Scrolling down: the next page goes in below, and the message that was last stays in view.
  // The window runs from the first message on (ids[0] to ids[loaded - 1]).
  // Page by page until the newest (three pages; a busy page may take two at one scroll).
  const total = ids.length + 2;
  for (let page = 1; page <= 3 && (await loadedCount(list(a))) < total; page += 1) {
    await scrollForPage(list(a), 'bottom', (loaded) => byId(a, ids[loaded - 1]));
  }
  await expect(list(a)).toHaveAttribute('data-loaded', String(total));
  await expect(messageWith(a, live)).toBeAttached();
  await expect(a.getByText(vi.jump.loadingNewer)).toHaveCount(0);

  // At the newest again: live messages are added as usual.
  await list(a).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(a.getByTestId('scroll-down')).toHaveCount(0);
  await sendText(request, bob, chat._id, 'và thêm một tin nữa');
  await expect(messageWith(a, 'và thêm một tin nữa')).toBeInViewport();

  // Far up the loaded history, the button jumps to the newest.
  await list(a).evaluate((box) => box.scrollTo({ top: 0 }));
  await expect(jumpButton(a)).toBeVisible();
  await jumpButton(a).click();
  await expect(messageWith(a, 'và thêm một tin nữa')).toBeInViewport();
  await expect(a.getByTestId('scroll-down')).toHaveCount(0);

  // A pinned message jumps the same way, from a fresh page that holds only the newest.
  await apiAs(request, alice, 'POST', `/chat/${chat._id}/pin-message`, { messageId: ids[9], scope: 'all' });
  await a.reload();
  await expect(messageWith(a, 'và thêm một tin nữa')).toBeInViewport();
  highlighted = await recordHighlights(a);
  await a.getByTestId('pinned-bar').getByRole('button', { name: new RegExp(label(10)) }).click();
  await expect.poll(highlighted).toContain(ids[9]);
  await expect(byId(a, ids[9])).toBeInViewport();
  // The window stops short of the newest: the button brings the newest page back, at its end.
  await jumpButton(a).click();
  await expect(messageWith(a, 'và thêm một tin nữa')).toBeInViewport();
  await expect(list(a)).toHaveAttribute('data-loaded', '50');
  await expect(jumpButton(a)).toHaveCount(0);
});

for (const [name, options] of [
  ['1280 px', {}],
  ['390 px', PHONE],
] as const) {
  test(`a chat with 120 unread messages opens at the first of them (${name})`, async ({ browser, request, user: alice }) => {
    test.setTimeout(150_000);
    const bob = await newPerson(request);
    const chat = await directChat(request, alice, bob);
    const read = await seed(request, [alice, bob], chat._id, 1, 30);
    await apiAs(request, alice, 'POST', `/chat/${chat._id}/mark-read`, { lastReadId: read.at(-1) });
    // Bob alone from here: all of it unread for Alice.
    const unread: string[] = [];
    for (let n = 31; n <= 150; n += 1) unread.push((await sendText(request, bob, chat._id, label(n)))._id);

    const a = await openAs(browser, alice, options);
    await expect(chatRow(a, bob.username).getByTestId('unread-count')).toHaveText('99+');
    await chatRow(a, bob.username).getByRole('button').first().click();
    await expect(a.getByTestId('conversation')).toBeVisible();
    await expect(byId(a, unread[0])).toBeInViewport();
    await expect(messageWith(a, label(150))).toHaveCount(0);
    await expect(jumpButton(a)).toBeVisible();
    expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport?.width ?? 1280);

    await jumpButton(a).click();
    await expect(messageWith(a, label(150))).toBeInViewport();
    await expect(jumpButton(a)).toHaveCount(0);
  });
}
