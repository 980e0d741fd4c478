import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type E2EUser } from './fixtures';
import { apiAs, directChat, groupChat, messageWith, newPerson, notices, openAs, openChat, sendText } from './chat-helpers';
import { fill, vi } from './support/messages';
import { dateOf, pickDate } from './support/date-field';

// Message search: in the open chat from the header, across all chats from the
// sidebar, and "jump to date". Texts are Vietnamese (the default language).

const filler = (n: number) => `tin nhắn thường số ${n}`;

/** `count` numbered ordinary texts; the id of the last one. */
async function sendFillers(send: (text: string) => Promise<{ _id: string }>, from: number, count: number): Promise<string> {
  let last = '';
  for (let n = from; n < from + count; n += 1) last = (await send(filler(n)))._id;
  return last;
}

/** Alice has read it all, so the chat opens at its newest message (not at the first unread). */
const readAll = (request: APIRequestContext, user: E2EUser, chatId: string, lastReadId: string) =>
  apiAs(request, user, 'POST', `/chat/${chatId}/mark-read`, { lastReadId });

const headerSearch = (page: Page) => page.getByRole('searchbox', { name: vi.search.placeholder, exact: true });
const counter = (page: Page) => page.getByTestId('search-counter');
const count = (current: number, total: number) => fill(vi.search.counter, { current, total });

test('header search: a Vietnamese message found without diacritics, older and newer hits, Escape', async ({ browser, request, user: alice }) => {
  test.setTimeout(150_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const send = (text: string, from = bob) => sendText(request, from, chat._id, text);
  // The hits are far apart, the first one beyond the first history page (50 messages).
  await send('Tiếng Việt rất hay');
  await sendFillers(send, 1, 30);
  await send('Tôi yêu Hà Nội', alice);
  await sendFillers(send, 31, 30);
  await send('Hà Nội mùa thu');
  await readAll(request, alice, chat._id, await sendFillers(send, 61, 10));

  const a = await openAs(browser, alice);
  await openChat(a, bob.username);
  await expect(messageWith(a, filler(70))).toBeInViewport();
  const searchButton = a.getByRole('button', { name: vi.search.open, exact: true });
  await searchButton.click();
  await expect(headerSearch(a)).toBeFocused();

  await headerSearch(a).fill('tieng viet');
  await expect(counter(a)).toHaveText(count(1, 1));
  await expect(messageWith(a, 'Tiếng Việt rất hay')).toBeInViewport();

  // Two hits: the newest first; ↑ and Enter / Arrow Up go to the older one, ↓ and Shift+Enter / Arrow Down back.
  await headerSearch(a).fill('ha noi');
  await expect(counter(a)).toHaveText(count(1, 2));
  await expect(messageWith(a, 'Hà Nội mùa thu')).toBeInViewport();
  await a.getByRole('button', { name: vi.search.older, exact: true }).click();
  await expect(counter(a)).toHaveText(count(2, 2));
  await expect(messageWith(a, 'Tôi yêu Hà Nội')).toBeInViewport();
  await expect(a.getByRole('button', { name: vi.search.older, exact: true })).toBeDisabled();
  await a.getByRole('button', { name: vi.search.newer, exact: true }).click();
  await expect(counter(a)).toHaveText(count(1, 2));
  await expect(messageWith(a, 'Hà Nội mùa thu')).toBeInViewport();
  await headerSearch(a).press('Enter');
  await expect(counter(a)).toHaveText(count(2, 2));
  await headerSearch(a).press('Shift+Enter');
  await expect(counter(a)).toHaveText(count(1, 2));
  await headerSearch(a).press('ArrowUp');
  await expect(counter(a)).toHaveText(count(2, 2));
  await headerSearch(a).press('ArrowDown');
  await expect(counter(a)).toHaveText(count(1, 2));

  await headerSearch(a).fill('khong co dau');
  await expect(counter(a)).toHaveText(vi.search.noResults);

  // Escape closes the bar and gives the focus back to the search button.
  await headerSearch(a).press('Escape');
  await expect(a.getByTestId('conversation-search')).toHaveCount(0);
  await expect(searchButton).toBeFocused();
});

test('sidebar search finds a Chinese message, grouped by chat, opened from the keyboard (and by a tap at 390 px)', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const direct = await directChat(request, alice, bob);
  const group = await groupChat(request, alice, 'Nhóm du lịch', [bob, carol]);
  await sendText(request, carol, group._id, '北京烤鸭很好吃');
  await sendText(request, bob, direct._id, 'Bạn có rảnh không?');
  // The newest hit comes first.
  await sendText(request, bob, direct._id, '我们明天去北京');

  const a = await openAs(browser, alice);
  const search = a.getByRole('searchbox', { name: vi.sidebar.searchPlaceholder });
  await search.fill('北京');
  const results = a.getByRole('region', { name: vi.search.messagesSection, exact: true });
  const groups = results.getByTestId('message-result-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText(bob.username);
  await expect(groups.nth(0).getByTestId('message-result')).toHaveText(/我们明天去北京/);
  await expect(groups.nth(0).locator('mark')).toHaveText('北京');
  await expect(groups.nth(1)).toContainText('Nhóm du lịch');
  await expect(groups.nth(1).getByTestId('message-result')).toHaveText(/北京烤鸭很好吃/);

  // Arrow Down from the input into the results, Arrow Down / Up between them, Enter opens.
  const [first, second] = [groups.nth(0).getByTestId('message-result'), groups.nth(1).getByTestId('message-result')];
  await search.press('ArrowDown');
  await expect(first).toBeFocused();
  await a.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await a.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await a.keyboard.press('Enter');
  await expect(a.getByTestId('active-chat')).toContainText(bob.username);
  await expect(messageWith(a, '我们明天去北京')).toBeInViewport();

  // Escape goes back to the input, and there clears it.
  await first.focus();
  await a.keyboard.press('Escape');
  await expect(search).toBeFocused();
  await a.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(results).toHaveCount(0);

  // On a phone the list and the conversation are two views: a result opens the conversation.
  const phone = await openAs(browser, alice, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.getByRole('searchbox', { name: vi.sidebar.searchPlaceholder }).fill('北京');
  await phone.getByTestId('message-result').filter({ hasText: '北京烤鸭很好吃' }).tap();
  await expect(phone.getByTestId('conversation')).toBeVisible();
  await expect(phone.getByTestId('active-chat')).toContainText('Nhóm du lịch');
  await expect(messageWith(phone, '北京烤鸭很好吃')).toBeVisible();
  await expect(phone.getByRole('complementary', { name: vi.sidebar.label })).toHaveCount(0);
});

test('jump to date: today opens the chat at its first message of today; an empty chat says there is nothing', async ({ browser, request, user: alice }) => {
  test.setTimeout(120_000);
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await directChat(request, alice, carol);
  // Every message is from today (ids carry the time: the past cannot be seeded), and the
  // first one is beyond the first history page.
  await sendText(request, bob, chat._id, 'tin đầu tiên của hôm nay');
  await readAll(request, alice, chat._id, await sendFillers((text) => sendText(request, bob, chat._id, text), 1, 60));

  const a = await openAs(browser, alice);
  await openChat(a, bob.username);
  await expect(messageWith(a, filler(60))).toBeInViewport();
  const today = await a.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

  const jump = async () => {
    await a.getByRole('button', { name: vi.search.jumpToDate, exact: true }).click();
    const dialog = a.getByRole('dialog', { name: vi.search.jumpTitle });
    await expect(dialog).toBeVisible();
    const day = dialog.getByRole('group', { name: vi.search.day, exact: true });
    // It opens at today, and offers nothing later.
    expect(await dateOf(day)).toBe(today);
    await expect(day.locator('select[data-part="year"] option').nth(1)).toHaveText(today.slice(0, 4));
    await pickDate(day, today);
    await dialog.getByRole('button', { name: vi.search.go, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  };

  await jump();
  await expect(messageWith(a, 'tin đầu tiên của hôm nay')).toBeInViewport();

  // A chat without messages: a notice, and the chat stays open.
  await openChat(a, carol.username);
  await jump();
  await expect(notices(a).filter({ hasText: vi.search.nothingFromDay })).toBeVisible();
  await expect(a.getByTestId('active-chat')).toContainText(carol.username);
});
