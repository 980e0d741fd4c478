import { expect, test } from './fixtures';
import { directChat, messages, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { scrollForPage } from './support/history';
import { seedTextMessages } from './support/seed-db';

// A long chat: the history is virtualized, so however many messages are
// loaded, only those in view (and a few around) are in the DOM, and older pages still come in
// front without the view moving.

const label = (n: number) => `tin cũ số ${String(n).padStart(4, '0')}`;
/** Rows in the DOM at 1280×800: a screen of one-line messages plus Virtuoso's overscan. */
const MAX_RENDERED = 60;

test('3,000 messages: scrolling up through pages keeps the DOM small and the view still', async ({ browser, request, user: alice }) => {
  test.setTimeout(150_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const ids = await seedTextMessages(chat._id, [bob.id, alice.id], 3000, label);
  const newest = 'tin mới nhất';
  await sendText(request, alice, chat._id, newest);

  const a = await openAs(browser, alice);
  await openChat(a, bob.username);
  const list = a.getByTestId('message-list');
  await expect(messageWith(a, newest)).toBeInViewport();
  await expect(list).toHaveAttribute('data-loaded', '50');

  // The oldest loaded message (the newest page held 49 seeded ones and the one sent through the
  // API) is at the top once scrolled there, and still in view after the next page came in front.
  for (let page = 1; page <= 8; page += 1) {
    await scrollForPage(list, 'top', (loaded) => list.locator(`[data-message-id="${ids[3001 - loaded]}"]`));
    expect(await messages(a).count()).toBeLessThan(MAX_RENDERED);
  }
  // 9 pages of 50 (the newest also held the last one sent through the API).
  await expect(list).toHaveAttribute('data-loaded', '450');
  expect(await messages(a).count()).toBeLessThan(MAX_RENDERED);
  // The newest is far below now, out of the DOM; the button brings it back.
  await expect(messageWith(a, newest)).toHaveCount(0);
  await a.getByTestId('scroll-down').click();
  await expect(messageWith(a, newest)).toBeInViewport();
});
