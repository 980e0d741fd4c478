import type { Page } from '@playwright/test';
import { MongoClient, ObjectId } from 'mongodb';
import { apiAs, chatRow, composer, groupChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { expect, test } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { recordHighlights } from './support/highlight';
import { vi } from './support/messages';

// Group mentions: the @ picker by keyboard and by press, the highlighted names in the bubbles,
// the sidebar's @ and the conversation's "next mention" jump; axe on the picker.

const GROUP = 'Nhóm nhắc tên';
const picker = (page: Page) => page.getByRole('listbox', { name: vi.mentions.pickerLabel });
const options = (page: Page) => picker(page).getByRole('option');

test('the @ picker by keyboard: filter, arrows, Enter and Tab pick, Escape closes; names are highlighted', async ({ browser, request, user: alice }) => {
  test.setTimeout(120_000);
  const [bob, carol] = [await newPerson(request), await newPerson(request)];
  await groupChat(request, alice, GROUP, [bob, carol]);
  const a = await openAs(browser, alice);
  await openChat(a, GROUP);
  const input = composer(a);

  await input.pressSequentially('Chào @');
  await expect(options(a)).toHaveCount(2);
  await expect(input).toHaveAttribute('aria-controls', (await picker(a).getAttribute('id'))!);
  // The first is active; ArrowDown moves on, ArrowUp wraps back past the first.
  await expect(options(a).nth(0)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(options(a).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options(a).nth(1).getAttribute('id'))!);
  await input.press('ArrowUp');
  await input.press('ArrowUp');
  await expect(options(a).nth(1)).toHaveAttribute('aria-selected', 'true');

  // Typing filters (by username here); Enter picks and does not send.
  await input.pressSequentially(carol.username.slice(0, 8));
  await expect(options(a)).toHaveCount(1);
  await expect(options(a)).toContainText(carol.username);
  await input.press('Enter');
  await expect(picker(a)).toHaveCount(0);
  await expect(input).toHaveValue(`Chào @${carol.username} `);

  // Escape closes the list and keeps the text; Tab picks.
  await input.pressSequentially('và @');
  await expect(picker(a)).toBeVisible();
  await input.press('Escape');
  await expect(picker(a)).toHaveCount(0);
  await input.press('Backspace');
  await input.pressSequentially('@' + bob.username.slice(0, 8).toUpperCase());
  await expect(options(a)).toHaveCount(1);
  await input.press('Tab');
  await expect(input).toHaveValue(`Chào @${carol.username} và @${bob.username} `);
  await input.pressSequentially('nhé');
  await input.press('Enter');

  const sent = messageWith(a, 'nhé');
  await expect(sent.locator('[data-mention="other"]')).toHaveText([`@${carol.username}`, `@${bob.username}`]);

  // Bob sees his own name marked stronger, Carol's as another's.
  const b = await openAs(browser, bob);
  await expect(chatRow(b, GROUP).getByTestId('mention-badge')).toBeVisible();
  await openChat(b, GROUP);
  await expect(messageWith(b, 'nhé').locator('[data-mention="me"]')).toHaveText(`@${bob.username}`);
  await expect(messageWith(b, 'nhé').locator('[data-mention="other"]')).toHaveText(`@${carol.username}`);
  // Read, the sidebar's @ goes.
  await expect(chatRow(b, GROUP).getByTestId('mention-badge')).toHaveCount(0);
});

test('a press picks a member; a direct chat offers no picker', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  await groupChat(request, alice, GROUP, [bob]);
  await apiAs(request, alice, 'POST', '/chat/create', { members: [bob.id], type: 'single' });
  const a = await openAs(browser, alice, { hasTouch: true });
  await openChat(a, GROUP);
  await composer(a).pressSequentially('@');
  await options(a).first().tap();
  await expect(composer(a)).toHaveValue(`@${bob.username} `);
  await expect(composer(a)).toBeFocused();
  await openChat(a, bob.username);
  await composer(a).pressSequentially('@');
  await expect(picker(a)).toHaveCount(0);
});

/** Makes a group large: ids of 100 accounts that no longer exist join its members, straight in the database. */
async function padMembers(chatId: string) {
  const client = new MongoClient(process.env.E2E_MONGO_URI!, { retryWrites: false });
  await client.connect();
  try {
    const ghosts = Array.from({ length: 100 }, () => new ObjectId());
    await client.db().collection('chats').updateOne({ _id: new ObjectId(chatId) }, { $push: { members: { $each: ghosts } } } as never);
  } finally {
    await client.close();
  }
}

test('in a group over 100 members (the chat list sends bare ids) the picker reads the group’s members', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const group = await groupChat(request, alice, GROUP, [bob]);
  await padMembers(group._id);
  const a = await openAs(browser, alice);
  await openChat(a, GROUP);
  await composer(a).pressSequentially('@' + bob.username.slice(0, 6));
  await expect(options(a)).toHaveCount(1);
  await expect(options(a)).toContainText(bob.username);
});

test('the sidebar @ and the next-mention button go to the oldest unread mention, then the next', async ({ browser, request, user: bob }) => {
  test.setTimeout(180_000);
  const alice = await newPerson(request);
  const group = await groupChat(request, alice, GROUP, [bob]);
  const opener = await sendText(request, alice, group._id, 'mở đầu');
  await apiAs(request, bob, 'POST', `/chat/${group._id}/mark-read`, { lastReadId: opener._id });
  // Two mentions far apart, with pages of other messages between and after them.
  const fill = async (from: number, count: number) => {
    for (let n = from; n < from + count; n += 1) await sendText(request, alice, group._id, `tin số ${n}`);
  };
  await sendText(request, alice, group._id, `lần một @${bob.username}`);
  await fill(0, 60);
  const secondMention = await sendText(request, alice, group._id, `lần hai @${bob.username}`);
  await fill(60, 60);

  const b = await openAs(browser, bob);
  await expect(chatRow(b, GROUP).getByTestId('mention-badge')).toBeVisible();
  await openChat(b, GROUP);
  // The chat opens at its first unread message, the first mention: read there, one is left.
  await expect(messageWith(b, 'lần một')).toBeInViewport();
  const next = b.getByTestId('next-mention');
  await expect(next).toHaveAccessibleName(`@1 ${vi.mentions.nextMention}`);
  const highlighted = await recordHighlights(b);
  await next.click();
  await expect(messageWith(b, 'lần hai')).toBeInViewport();
  await expect.poll(highlighted).toContain(secondMention._id);
  // Seen, nothing is left: the button and the sidebar's @ go.
  await expect(next).toHaveCount(0);
  await expect(chatRow(b, GROUP).getByTestId('mention-badge')).toHaveCount(0);
});

for (const viewport of A11Y_VIEWPORTS) {
  test(`the mention picker at ${viewport.width} px: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
    test.setTimeout(120_000);
    const [bob, carol] = [await newPerson(request), await newPerson(request)];
    const group = await groupChat(request, alice, GROUP, [bob, carol]);
    // A mention of the viewer in view too: the marked names are measured with the picker.
    await sendText(request, bob, group._id, `@${alice.username} xem nè @${carol.username}`);
    const a = await openAs(browser, alice, { viewport });
    await openChat(a, GROUP);
    await composer(a).pressSequentially('@');
    await expect(options(a)).toHaveCount(2);
    await expectAccessible(a, 'mention picker');
  });
}
