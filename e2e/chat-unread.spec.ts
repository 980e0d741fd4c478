import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type E2EUser } from './fixtures';
import { apiAs, chatRow, directChat, groupChat, newPerson, openAs, sendText } from './chat-helpers';
import { vi } from './support/messages';

// A chat with unread messages opens at the first of them, under an "unread messages" divider,
// and the read mark the client sends is the newest message that has been on screen: never one
// loaded beyond the view (the sender would see "seen" on messages never shown).

const label = (n: number) => `chưa đọc ${String(n).padStart(3, '0')}`;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const list = (page: Page) => page.getByTestId('message-list');
const byId = (page: Page, id: string) => list(page).locator(`[data-message-id="${id}"]`);
const divider = (page: Page) => list(page).getByTestId('unread-divider');

/** The viewer's read mark of the chat, as the server keeps it. */
async function readMark(request: APIRequestContext, user: E2EUser, chatId: string): Promise<string | null> {
  const { chats } = await apiAs<{ chats: { _id: string; lastReadId?: string | null }[] }>(request, user, 'GET', '/chat/my-chats');
  return chats.find((c) => c._id === chatId)?.lastReadId ?? null;
}

/** The ids of the message rows at least half in the list's view, oldest first. */
const rowsInView = (page: Page) =>
  list(page).evaluate((box) => {
    const view = box.getBoundingClientRect();
    return [...box.querySelectorAll<HTMLElement>('[data-message-id]')]
      .filter((row) => {
        const r = row.getBoundingClientRect();
        return Math.min(r.bottom, view.bottom) - Math.max(r.top, view.top) >= Math.min(r.height, view.height) / 2;
      })
      .map((row) => row.dataset.messageId!);
  });

for (const [name, options] of [
  ['1280 px', {}],
  ['390 px', PHONE],
] as const) {
  test(`a group never opened opens at the first unread message under the divider; only what was seen is read (${name})`, async ({ browser, request, user: alice }) => {
    test.setTimeout(150_000);
    const bob = await newPerson(request);
    const group = await groupChat(request, alice, `Chưa đọc ${name}`, [bob]);
    // 80 messages taking turns, Alice's from another device: Bob's are unread for her, the
    // first of them the second message.
    const ids: string[] = [];
    for (let n = 1; n <= 80; n += 1) ids.push((await sendText(request, n % 2 ? alice : bob, group._id, label(n)))._id);
    const before = await readMark(request, alice, group._id);

    const a = await openAs(browser, alice, options);
    await expect(chatRow(a, `Chưa đọc ${name}`).getByTestId('unread-count')).toHaveText('40');
    await chatRow(a, `Chưa đọc ${name}`).getByRole('button').first().click();
    await expect(divider(a)).toHaveText(vi.conversation.unreadDivider);
    await expect(divider(a)).toBeInViewport();
    // The divider at the top of the view, the first unread message right under it, Alice's
    // own first message above it.
    await expect(byId(a, ids[1])).toBeInViewport();
    await expect(byId(a, ids[0])).not.toBeInViewport();
    const [listTop, dividerTop] = await Promise.all([list(a).boundingBox(), divider(a).boundingBox()]);
    expect(dividerTop!.y - listTop!.y).toBeLessThan(60);

    // The read mark moves to a message that is on screen, not to the newest loaded.
    await expect.poll(() => readMark(request, alice, group._id)).not.toBe(before);
    const shown = await rowsInView(a);
    const mark = await readMark(request, alice, group._id);
    expect(shown).toContain(mark);
    expect(shown).not.toContain(ids[79]);

    // At the newest, the newest is read.
    await a.getByTestId('scroll-down').click();
    await expect(byId(a, ids[79])).toBeInViewport();
    await expect.poll(() => readMark(request, alice, group._id)).toBe(ids[79]);
  });
}

test('a chat left while unread messages were still below the view opens again at the first of them', async ({ browser, request, user: alice }) => {
  test.setTimeout(150_000);
  const [bob, carol] = [await newPerson(request), await newPerson(request)];
  const chat = await directChat(request, alice, bob);
  await directChat(request, alice, carol);
  const ids: string[] = [];
  for (let n = 1; n <= 60; n += 1) ids.push((await sendText(request, bob, chat._id, label(n)))._id);

  const a = await openAs(browser, alice);
  await chatRow(a, bob.username).getByRole('button').first().click();
  await expect(byId(a, ids[0])).toBeInViewport();
  await expect.poll(() => readMark(request, alice, chat._id)).not.toBeNull();
  const mark = (await readMark(request, alice, chat._id))!;
  expect(await rowsInView(a)).toContain(mark);
  const next = ids[ids.indexOf(mark) + 1];
  // The row still counts what is below; another chat, then back: the divider sits after the mark.
  await expect(chatRow(a, bob.username).getByTestId('unread-count')).toBeVisible();
  await chatRow(a, carol.username).getByRole('button').first().click();
  await chatRow(a, bob.username).getByRole('button').first().click();
  await expect(byId(a, next)).toBeInViewport();
  await expect(byId(a, mark)).not.toBeInViewport();
  await expect(divider(a)).toBeInViewport();
});
