import { expect, test } from './fixtures';
import { chatRow, directChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { vi } from './support/messages';

test('unread counts and toasts for other chats; none for a muted chat', async ({ browser, request, user: alice }) => {
  test.setTimeout(120_000);
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const withBob = await directChat(request, alice, bob);
  const withCarol = await directChat(request, alice, carol);
  await sendText(request, bob, withBob._id, 'Bob ở đây');
  await sendText(request, carol, withCarol._id, 'Carol ở đây');

  const a = await openAs(browser, alice);
  await openChat(a, bob.username);

  // Carol writes while Alice reads Bob's chat: a toast, and Carol's unread count grows.
  await sendText(request, carol, withCarol._id, 'Có ai không?');
  const toast = a.getByTestId('message-toast');
  await expect(toast).toContainText('Có ai không?');
  await expect(toast).toContainText(carol.username);
  await expect(chatRow(a, carol.username).getByTestId('unread-count')).toHaveText('2');
  // The toast goes by itself (3.5 s; a generous bound: the machine may be busy).
  await expect(toast).toHaveCount(0, { timeout: 20_000 });
  // Carol's chat moved to the top of the list.
  await expect(a.getByTestId('chat-row').first()).toContainText(carol.username);

  // Messages in the open chat: no toast, no unread count (read at once).
  await sendText(request, bob, withBob._id, 'Bob lại đây');
  await expect(messageWith(a, 'Bob lại đây')).toBeVisible();
  await expect(chatRow(a, bob.username).getByTestId('unread-count')).toHaveCount(0);
  await expect(toast).toHaveCount(0);

  // Turn Carol's notifications off (right click on her row): her messages count, no toast.
  await chatRow(a, carol.username).getByRole('button').first().click({ button: 'right' });
  await a.getByRole('menu', { name: vi.sidebar.menuLabel }).getByRole('menuitem', { name: vi.sidebar.muteNotifications }).click();
  await expect(chatRow(a, carol.username).getByRole('img', { name: vi.sidebar.mutedBadge })).toBeVisible();
  await sendText(request, carol, withCarol._id, 'Im lặng nhé');
  await expect(chatRow(a, carol.username)).toContainText('Im lặng nhé');
  // The count and the toast come from the same receive_message: with the count there, a toast
  // would be too.
  await expect(chatRow(a, carol.username).getByTestId('unread-count')).toHaveText('3');
  await expect(toast).toHaveCount(0);
  // Kept on the server: the mute follows the account (and its pushes).
  const mine = await (await request.get('/api/chat/my-chats', { headers: { authorization: `Bearer ${alice.token}` } })).json();
  expect(mine.chats.find((c: { _id: string }) => c._id === withCarol._id).notificationsMuted).toBe(true);

  // Opening Carol's chat reads it: the count goes.
  await openChat(a, carol.username);
  await expect(chatRow(a, carol.username).getByTestId('unread-count')).toHaveCount(0);

  // A toast click opens its chat.
  await sendText(request, bob, withBob._id, 'Bấm vào đây');
  await a.getByTestId('message-toast').click();
  await expect(a.getByTestId('active-chat')).toContainText(bob.username);
});

test('nickname from the chat menu (max 32, optimistic) and deleting a chat for me', async ({ browser, request, user: alice }) => {
  // A second browser, a reload and two menus: on a busy machine, over a minute.
  test.setTimeout(120_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'xin chào');
  const a = await openAs(browser, alice);
  await chatRow(a, bob.username).getByRole('button', { name: new RegExp(bob.username) }).last().click();
  const menu = a.getByRole('menu', { name: vi.sidebar.menuLabel });
  await menu.getByRole('menuitem', { name: vi.sidebar.nickname }).click();
  const dialog = a.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: vi.sidebar.nicknameLabel });
  await input.fill('   ');
  await expect(dialog.getByRole('button', { name: vi.common.save })).toBeDisabled();
  await input.fill('x'.repeat(40));
  await expect(input).toHaveValue('x'.repeat(32));
  await input.fill('Bạn thân');
  await dialog.getByRole('button', { name: vi.common.save }).click();
  await expect(chatRow(a, 'Bạn thân')).toBeVisible();
  await a.reload();
  await expect(chatRow(a, 'Bạn thân')).toBeVisible();

  await chatRow(a, 'Bạn thân').getByRole('button').first().click({ button: 'right' });
  await a.getByRole('menuitem', { name: vi.sidebar.deleteConversation }).click();
  await a.getByRole('dialog').getByRole('button', { name: vi.sidebar.deleteForMe }).click();
  await expect(chatRow(a, 'Bạn thân')).toHaveCount(0);
  // A new message brings the chat back.
  await sendText(request, bob, chat._id, 'mình quay lại rồi');
  await expect(chatRow(a, 'Bạn thân')).toContainText('mình quay lại rồi');
});
