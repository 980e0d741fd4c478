import { expect, test } from './fixtures';
import { apiAs, directChat, messageWith, newPerson, openAs, openChat, typeAndSend } from './chat-helpers';

// The server stores a message but its answer never reaches the browser (a dropped connection):
// the client sends again under the same clientId and the message exists once.
test('a send whose answer is lost is retried under its clientId and stored once', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const page = await openAs(browser, alice);
  await openChat(page, bob.username);

  const sentIds: string[] = [];
  let dropped = false;
  await page.route('**/api/messages/send', async (route) => {
    sentIds.push(JSON.parse(route.request().postData() ?? '{}').clientId);
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch(); // the server stores it...
    await route.abort('connectionreset'); // ...and the answer is lost
  });

  await typeAndSend(page, 'Chỉ một lần thôi');
  await expect(messageWith(page, 'Chỉ một lần thôi')).toHaveCount(1);
  await expect.poll(() => sentIds.length).toBe(2);
  expect(sentIds[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(sentIds[1]).toBe(sentIds[0]);

  const { messages } = await apiAs<{ messages: { content: string }[] }>(request, bob, 'GET', `/messages/by-chat/${chat._id}?limit=20`);
  expect(messages.filter((m) => m.content === 'Chỉ một lần thôi')).toHaveLength(1);
  // After a reload the chat still shows it once.
  await page.reload();
  await expect(messageWith(page, 'Chỉ một lần thôi')).toHaveCount(1);
});
