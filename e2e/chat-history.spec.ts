import { expect, test } from './fixtures';
import { apiAs, composer, directChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { scrollForPage } from './support/history';
import { recordHighlights } from './support/highlight';
import { vi } from './support/messages';

const label = (n: number) => `tin nhắn số ${String(n).padStart(3, '0')}`;

test('scrolling back through 200 messages page by page, without the view jumping', async ({ browser, request, user: alice }) => {
  // 201 messages are sent one by one first: minutes on a loaded machine.
  test.setTimeout(300_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const ids: string[] = [];
  for (let n = 1; n <= 200; n += 1) ids.push((await sendText(request, n % 2 ? bob : alice, chat._id, label(n)))._id);
  // A reply to an old message: jumping to it loads the pages in between.
  const reply = await sendText(request, bob, chat._id, 'nhớ tin nhắn số 5 không?', { replyTo: ids[4] });
  // All read: the chat opens at the newest, not at the first unread message (e2e/chat-jump.spec.ts).
  await apiAs(request, alice, 'POST', `/chat/${chat._id}/mark-read`, { lastReadId: reply._id });

  const a = await openAs(browser, alice);
  await openChat(a, bob.username);
  const list = a.getByTestId('message-list');
  await expect(messageWith(a, 'nhớ tin nhắn số 5 không?')).toBeInViewport();
  await expect(list).toHaveAttribute('data-loaded', '50');

  // Scroll to the top: the next page comes in front, and the message that was first stays put
  // (the newest page held the reply and the last 49; the list renders only the rows in view).
  for (let page = 1; page <= 4; page += 1) await scrollForPage(list, 'top', (loaded) => a.locator(`[data-message-id="${ids[201 - loaded]}"]`));
  await expect(list).toHaveAttribute('data-loaded', '201');
  await expect(a.getByText(vi.conversation.beginning)).toBeVisible();
  await expect(messageWith(a, label(1))).toBeAttached();
  // Date separators: all of these were sent today.
  await expect(list.getByRole('separator').filter({ hasText: vi.conversation.today })).toHaveCount(1);

  // Scrolled up: the scroll-down button; a new message from Bob adds a badge instead of moving the view.
  await expect(a.getByTestId('scroll-down')).toBeVisible();
  await sendText(request, bob, chat._id, 'tin mới khi đang đọc lại');
  await expect(a.getByTestId('scroll-down')).toContainText('1');
  await expect(messageWith(a, 'tin mới khi đang đọc lại')).not.toBeInViewport();
  await a.getByTestId('scroll-down').click();
  await expect(messageWith(a, 'tin mới khi đang đọc lại')).toBeInViewport();
  await expect(a.getByTestId('scroll-down')).toHaveCount(0);

  // Jump to a replied message in a fresh page: older pages load until it is there, highlighted.
  // The new message was seen: once the server has it read, the chat opens at the newest again
  // (reloaded before that, it would open at that message, under the unread divider).
  await expect
    .poll(async () => (await apiAs<{ chats: { _id: string; unreadCount: number }[] }>(request, alice, 'GET', '/chat/my-chats')).chats.find((c) => c._id === chat._id)?.unreadCount)
    .toBe(0);
  await a.reload();
  await expect(composer(a)).toBeVisible();
  await expect(list).toHaveAttribute('data-loaded', '50');
  const highlighted = await recordHighlights(a);
  await messageWith(a, 'nhớ tin nhắn số 5 không?').getByRole('button', { name: vi.conversation.jumpToReply }).click();
  const target = a.locator(`[data-message-id="${ids[4]}"]`);
  await expect.poll(highlighted).toContain(ids[4]);
  await expect(target).toBeInViewport();
  // The highlight lasts 1.8 s.
  await expect(target).not.toHaveClass(/highlight/, { timeout: 20_000 });
});
