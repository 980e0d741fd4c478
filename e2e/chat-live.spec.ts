import { expect, test } from './fixtures';
import { chatRow, composer, messageWith, pickFromMessageMenu, newPerson, openAs, openChat, typeAndSend } from './chat-helpers';
import { fill, vi } from './support/messages';

// Two people in two browser contexts, everything live over the socket.
test('two people chat live: start, text both ways, typing, reply, edit, react, pin, delete', async ({ browser, request, user: alice }) => {
  // Every action of a conversation, in two browsers: over two minutes on a slow 2-core machine.
  test.setTimeout(180_000);
  const bob = await newPerson(request);
  const a = await openAs(browser, alice);
  const b = await openAs(browser, bob);

  // Alice finds Bob (search from 2 characters) and starts the chat.
  const search = a.getByRole('searchbox', { name: vi.sidebar.searchPlaceholder });
  await search.fill(bob.username.slice(0, 1));
  await expect(a.getByText(vi.sidebar.searchMin)).toBeVisible();
  await search.fill(bob.username);
  await a.getByTestId('user-result').filter({ hasText: bob.username }).click();
  await expect(a.getByTestId('active-chat')).toContainText(bob.username);
  await typeAndSend(a, 'Xin chào Bob');
  await expect(messageWith(a, 'Xin chào Bob').getByTestId('tick')).toHaveAttribute('aria-label', vi.conversation.sent);

  // Bob's list gets the new chat live, with one unread message.
  await expect(chatRow(b, alice.username).getByTestId('unread-count')).toHaveText('1');
  await openChat(b, alice.username);
  await expect(messageWith(b, 'Xin chào Bob')).toBeVisible();
  await expect(chatRow(b, alice.username).getByTestId('unread-count')).toHaveCount(0);
  // Read by Bob: two green ticks for Alice.
  await expect(messageWith(a, 'Xin chào Bob').getByTestId('tick')).toHaveAttribute('aria-label', vi.conversation.read);

  // Typing indicator while Bob types, gone 1.5 s after his last keystroke.
  await composer(b).pressSequentially('Chào', { delay: 50 });
  await expect(a.getByTestId('typing-indicator')).toContainText(fill(vi.conversation.typingOne, { name: bob.username }));
  await expect(a.getByTestId('typing-indicator')).toBeEmpty({ timeout: 20_000 });
  await composer(b).fill('Chào Alice');
  await composer(b).press('Enter');
  await expect(messageWith(a, 'Chào Alice')).toBeVisible();

  // Shift+Enter makes a new line, Enter sends.
  await composer(a).fill('dòng 1');
  await composer(a).press('Shift+Enter');
  await composer(a).pressSequentially('dòng 2');
  await expect(composer(a)).toHaveValue('dòng 1\ndòng 2');
  await composer(a).press('Enter');
  await expect(messageWith(b, 'dòng 2')).toBeVisible();

  // Reply by double click: the quote travels with the answer.
  await messageWith(a, 'Chào Alice').locator('p').dblclick();
  await expect(a.getByTestId('reply-bar')).toContainText('Chào Alice');
  await typeAndSend(a, 'Đây là câu trả lời');
  await expect(a.getByTestId('reply-bar')).toHaveCount(0);
  const replyOnB = messageWith(b, 'Đây là câu trả lời');
  await expect(replyOnB.getByRole('button', { name: vi.conversation.jumpToReply })).toContainText('Chào Alice');

  // Edit: the edit bar replaces the input; both see the new text marked edited.
  await pickFromMessageMenu(a, messageWith(a, 'Xin chào Bob'), { name: vi.conversation.edit });
  await expect(a.getByTestId('edit-bar')).toBeVisible();
  const editBox = a.getByRole('textbox', { name: vi.composer.editing });
  await editBox.fill('Xin chào Bob (đã sửa lại)');
  await editBox.press('Enter');
  await expect(messageWith(b, 'Xin chào Bob (đã sửa lại)')).toContainText(vi.conversation.edited);
  await expect(a.getByTestId('edit-bar')).toHaveCount(0);

  // React from the context menu's strip: Alice sees Bob's heart.
  await pickFromMessageMenu(b, messageWith(b, 'Xin chào Bob (đã sửa lại)'), { name: vi.conversation.reactionNames.love, exact: true });
  await expect(messageWith(a, 'Xin chào Bob (đã sửa lại)').getByTestId('reaction').locator('img[alt="❤️"]')).toBeVisible();
  // The hover strip (800 ms) toggles Alice's own reaction on Bob's message.
  const bobMessage = messageWith(a, 'Chào Alice').first();
  await bobMessage.hover();
  await bobMessage.getByRole('button', { name: vi.conversation.react }).hover();
  const strip = a.getByRole('dialog', { name: vi.conversation.reactionStrip });
  await expect(strip).toBeVisible();
  await strip.getByRole('button', { name: vi.conversation.reactionNames.like, exact: true }).click();
  await expect(messageWith(b, 'Chào Alice').first().getByTestId('reaction').locator('img[alt="👍"]')).toBeVisible();

  // Pin for everyone, then unpin from the bar.
  await pickFromMessageMenu(a, messageWith(a, 'Chào Alice').first(), { name: vi.conversation.pinForAll });
  await expect(b.getByTestId('pinned-bar')).toContainText('Chào Alice');
  await expect(a.getByTestId('pinned-bar')).toContainText('Chào Alice');
  await a.getByTestId('pinned-bar').getByRole('button', { name: vi.conversation.unpin }).click();
  await expect(b.getByTestId('pinned-bar')).toHaveCount(0);
  await expect(a.getByTestId('pinned-bar')).toHaveCount(0);

  // Delete for me: gone for Bob only.
  await pickFromMessageMenu(b, messageWith(b, 'dòng 2'), { name: vi.conversation.deleteForMe });
  await expect(messageWith(b, 'dòng 2')).toHaveCount(0);
  await expect(messageWith(a, 'dòng 2')).toBeVisible();

  // Delete for everyone (after a confirmation): gone for both.
  await pickFromMessageMenu(a, messageWith(a, 'dòng 2'), { name: vi.conversation.deleteForAll });
  await a.getByRole('dialog').getByRole('button', { name: vi.conversation.deleteForAll }).click();
  await expect(messageWith(a, 'dòng 2')).toHaveCount(0);
  await expect(b.getByText('dòng 2')).toHaveCount(0);
  // Bob's reply now quotes a message that is still there; the original text of the deleted one is nowhere.
  await expect(replyOnB).toBeVisible();
});
