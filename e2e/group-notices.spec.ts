import { expect, test } from './fixtures';
import { apiAs, groupChat, newPerson, openAs, openChat } from './chat-helpers';
import { fill, vi } from './support/messages';

// Join and leave notices name the people as they were called when it happened, also once they
// are no longer in the group (the chat no longer lists them).
const s = vi.systemMessages;

test('notices name former members, not "someone"', async ({ browser, request, user: owner }) => {
  const [leaver, removed, stays] = await Promise.all([newPerson(request), newPerson(request), newPerson(request)]);
  const group = await groupChat(request, owner, 'Nhóm thông báo', [leaver, removed, stays]);
  await apiAs(request, leaver, 'POST', `/group/${group._id}/leave`, {});
  const res = await request.delete(`/api/group/${group._id}/members/${removed.id}`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(res.ok()).toBe(true);

  const page = await openAs(browser, owner);
  await openChat(page, 'Nhóm thông báo');
  const notices = page.getByTestId('message-list').getByTestId('system-message');
  await expect(notices.filter({ hasText: fill(s.memberLeft, { actor: leaver.username }) })).toHaveCount(1);
  await expect(notices.filter({ hasText: fill(s.memberRemoved, { actor: owner.username, target: removed.username }) })).toHaveCount(1);
  await expect(notices.filter({ hasText: s.someone })).toHaveCount(0);
});
