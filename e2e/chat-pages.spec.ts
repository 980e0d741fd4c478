import { expect, seedSession, test } from './fixtures';
import { chatRow, directChat, groupChat, messageWith, newPerson, openAs, openChat, sendText, typeAndSend } from './chat-helpers';
import { fill, vi } from './support/messages';

// Leaving /chat for another signed-in page and coming back: the chat screen shows what happened
// meanwhile (one socket and one cache for the whole signed-in app), and who is online at once.

test('back from the group page, the chat shows the messages, renames and unread counts of meanwhile', async ({ browser, request, user: alice }) => {
  test.setTimeout(90_000);
  const bob = await newPerson(request);
  const group = await groupChat(request, alice, 'Nhóm trước', [bob]);
  const direct = await directChat(request, alice, bob);
  await sendText(request, bob, direct._id, 'tin đầu tiên');
  const a = await openAs(browser, alice);
  await openChat(a, 'Nhóm trước');
  await expect(chatRow(a, bob.username)).toBeVisible();
  // Read the direct chat once, so its unread count starts at 0.
  await openChat(a, bob.username);
  await expect(chatRow(a, bob.username).getByTestId('unread-count')).toHaveCount(0);
  await openChat(a, 'Nhóm trước');

  // To the group page through the header's avatar (a client-side navigation).
  await a.getByRole('link', { name: fill(vi.chatScreen.openGroupPage, { name: 'Nhóm trước' }) }).click();
  await expect(a).toHaveURL(new RegExp(`/group/${group._id}$`));
  await expect(a.getByTestId('group-panel')).toBeVisible();

  // Meanwhile: Bob writes in the group and to Alice; Alice renames the group on its page.
  await sendText(request, bob, group._id, 'viết lúc Alice ở trang nhóm');
  await sendText(request, bob, direct._id, 'tin riêng lúc vắng');
  const name = a.getByRole('textbox', { name: vi.group.nameLabel });
  await name.fill('Nhóm sau');
  await name.press('Enter');
  await expect(a.getByRole('heading', { name: 'Nhóm sau' })).toBeVisible();

  await a.getByRole('link', { name: vi.group.backToChat }).first().click();
  await expect(a).toHaveURL(/\/chat$/);
  await expect(messageWith(a, 'viết lúc Alice ở trang nhóm')).toBeVisible();
  await expect(chatRow(a, 'Nhóm sau')).toBeVisible();
  await expect(chatRow(a, 'Nhóm trước')).toHaveCount(0);
  await expect(chatRow(a, bob.username).getByTestId('unread-count')).toHaveText('1');
  await expect(chatRow(a, bob.username)).toContainText('tin riêng lúc vắng');

  // And the screen is live again: a new message arrives in the open group.
  await sendText(request, bob, group._id, 'sau khi quay lại');
  await expect(messageWith(a, 'sau khi quay lại')).toBeVisible();
});

test('back from the sticker page, the other person shows online at once', async ({ browser, request, user: alice }) => {
  // Three pages opened and two sessions: on a loaded 2-core machine each load takes seconds.
  test.setTimeout(150_000);
  const bob = await newPerson(request);
  await directChat(request, alice, bob);
  const b = await openAs(browser, bob);
  await expect(chatRow(b, alice.username)).toBeVisible();
  const a = await openAs(browser, alice);
  await openChat(a, bob.username);
  const header = a.getByTestId('active-chat');
  await expect(header.getByText(vi.chatScreen.online, { exact: true })).toBeVisible();

  // The sticker collection is a full page load; its "back to chat" is a client-side one.
  await a.getByRole('link', { name: vi.chatScreen.myStickers }).click();
  await expect(a).toHaveURL(/\/my-stickers$/);
  await a.getByRole('link', { name: vi.stickers.backToChat }).click();
  await expect(a).toHaveURL(/\/chat$/);
  await expect(a.getByTestId('active-chat')).toContainText(bob.username);
  // At once: not after the next change of anyone's presence (Bob stays online, nothing changes).
  await expect(a.getByTestId('active-chat').getByText(vi.chatScreen.online, { exact: true })).toBeVisible({ timeout: 5000 });

  // Also after a round trip through the group page of a new group.
  const group = await groupChat(request, alice, 'Nhóm hiện diện', [bob]);
  await openChat(a, 'Nhóm hiện diện');
  await a.getByRole('link', { name: fill(vi.chatScreen.openGroupPage, { name: 'Nhóm hiện diện' }) }).click();
  await expect(a).toHaveURL(new RegExp(`/group/${group._id}$`));
  // Bob leaves and comes back while Alice is away from /chat.
  await b.close();
  const b2 = await openAs(browser, bob);
  await expect(chatRow(b2, alice.username)).toBeVisible();
  await a.getByRole('link', { name: vi.group.backToChat }).first().click();
  await openChat(a, bob.username);
  await expect(a.getByTestId('active-chat').getByText(vi.chatScreen.online, { exact: true })).toBeVisible({ timeout: 5000 });
});

test('the newest message shows as read while the other person has the chat open, both ways', async ({ browser, request, user: alice }) => {
  test.setTimeout(90_000);
  const bob = await newPerson(request);
  await directChat(request, alice, bob);
  const a = await openAs(browser, alice);
  const b = await openAs(browser, bob);
  await openChat(a, bob.username);
  await openChat(b, alice.username);

  for (let round = 1; round <= 3; round += 1) {
    await typeAndSend(a, `từ Alice ${round}`);
    await expect(messageWith(b, `từ Alice ${round}`)).toBeVisible();
    await expect(messageWith(a, `từ Alice ${round}`).getByTestId('tick')).toHaveAttribute('aria-label', vi.conversation.read);
    await typeAndSend(b, `từ Bob ${round}`);
    await expect(messageWith(a, `từ Bob ${round}`)).toBeVisible();
    await expect(messageWith(b, `từ Bob ${round}`).getByTestId('tick')).toHaveAttribute('aria-label', vi.conversation.read);
  }
});

test('a group made while the page reads its chat list shows in the list', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await context.newPage();
  await seedSession(a, alice);
  // The page's first read of its list is answered as the server gave it (before the group
  // existed), but only once the group's announcement has reached the page.
  let answered!: () => void;
  const readDone = new Promise<void>((resolve) => (answered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  await a.route('**/api/chat/my-chats', async (route) => {
    reads += 1;
    if (reads > 1) return route.continue();
    const response = await route.fetch();
    answered();
    await released;
    // The page may have given up on this read meanwhile.
    await route.fulfill({ response }).catch(() => undefined);
  });
  const socket = a.waitForEvent('websocket');
  await a.goto('/chat');
  const ws = await socket;
  // Set up (rooms joined): the server answers `setup` with who is online.
  await ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"online_users"'), timeout: 30_000 });
  await readDone;
  const announced = ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"new_chat"'), timeout: 30_000 });
  await groupChat(request, alice, 'Nhóm lúc đang đọc', [bob]);
  await announced;
  release();
  await expect(chatRow(a, 'Nhóm lúc đang đọc')).toBeVisible();
  await context.close();
});
