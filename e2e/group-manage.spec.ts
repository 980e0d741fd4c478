import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, registerUser, seedSession, test, type E2EUser } from './fixtures';
import { fill, vi } from './support/messages';
import { pickDateTime, startOfToday } from './support/date-field';

// The group page and its management panel (SPEC.md section 2), an owner and members in their
// own browser contexts, in Vietnamese. Changes made on one screen reach the others live.
const g = vi.group;

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function createGroup(request: APIRequestContext, owner: E2EUser, name: string, members: E2EUser[]): Promise<string> {
  const res = await request.post('/api/chat/create-group', { headers: auth(owner), data: { name, members: members.map((m) => m.id) } });
  expect(res.ok()).toBe(true);
  return (await res.json()).chat._id;
}

/** A second person: their own browser context with their session, on the group page. */
async function openAs(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedSession(page, user);
  await page.goto(path);
  return page;
}

const send = (request: APIRequestContext, user: E2EUser, chatId: string) =>
  request.post('/api/messages/send', { headers: auth(user), data: { chatId, content: 'xin chào', type: 'text' } });

const panel = (page: Page) => page.getByTestId('group-panel');
const row = (page: Page, user: E2EUser) => page.locator(`[data-testid="member-row"][data-member-id="${user.id}"]`);

async function memberAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: fill(g.actionsFor, { name }) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('owner and member live: rename, promote, mute all, hide list, leave', async ({ signedInPage: pageA, user: owner, request, browser }) => {
  // A bound, not a wait: two pages through some twenty live changes. In a loaded CI run the whole
  // flow once passed 90 s (its retry took 22 s).
  test.setTimeout(180_000);
  const member = await registerUser(request);
  const id = await createGroup(request, owner, 'Nhóm thử nghiệm', [member]);

  await pageA.goto(`/group/${id}`);
  await expect(panel(pageA)).toHaveAttribute('data-role', 'owner');
  await expect(pageA.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 2 }));
  await expect(pageA.getByTestId('group-link')).toHaveText(new RegExp(`/group/${id}$`));
  const pageB = await openAs(browser, member, `/group/${id}`);
  await expect(panel(pageB)).toHaveAttribute('data-role', 'member');
  await expect(pageB.getByRole('heading', { name: 'Nhóm thử nghiệm' })).toBeVisible();
  // A plain member: no name field, no toggles, no member search, no actions on others.
  await expect(pageB.getByTestId('group-name-input')).toHaveCount(0);
  await expect(pageB.getByRole('switch')).toHaveCount(0);
  await expect(pageB.getByRole('button', { name: fill(g.actionsFor, { name: owner.username }) })).toHaveCount(0);

  // Rename in place: Enter saves; the member sees it live.
  const name = pageA.getByRole('textbox', { name: g.nameLabel });
  await name.fill('Nhóm đã đổi tên');
  await name.press('Enter');
  await expect(pageB.getByRole('heading', { name: 'Nhóm đã đổi tên' })).toBeVisible();
  // Escape cancels an edit.
  await name.fill('Không lưu');
  await name.press('Escape');
  await expect(name).toHaveValue('Nhóm đã đổi tên');

  // Promote, then demote: the member's own panel follows.
  await memberAction(pageA, member.username, g.makeAdmin);
  await expect(row(pageA, member).getByTestId('member-role')).toHaveText(g.admin);
  await expect(panel(pageB)).toHaveAttribute('data-role', 'admin');
  await memberAction(pageA, member.username, g.removeAdmin);
  await expect(row(pageA, member).getByTestId('member-role')).toHaveCount(0);
  await expect(panel(pageB)).toHaveAttribute('data-role', 'member');

  // Mute all: a past time is refused with the hint, a future one mutes the member.
  expect((await send(request, member, id)).status()).toBe(200);
  await pageA.getByRole('button', { name: g.muteAll, exact: true }).click();
  const dialog = pageA.getByRole('dialog', { name: g.muteAllTitle });
  await expect(dialog.getByRole('group', { name: g.untilLabel })).toBeVisible();
  await pickDateTime(dialog, g.untilLabel, startOfToday());
  await dialog.getByRole('button', { name: g.muteAll }).click();
  await expect(dialog.getByRole('alert')).toHaveText(g.futureOnly);
  await pickDateTime(dialog, g.untilLabel, new Date(Date.now() + 60 * 60 * 1000));
  await dialog.getByRole('button', { name: g.muteAll }).click();
  await expect(dialog).toBeHidden();
  const muting = new RegExp(`^${fill(g.mutingUntil, { time: '.+' })}$`);
  await expect(pageA.getByTestId('mute-all-state')).toHaveText(muting);
  await expect(pageB.getByTestId('mute-all-state')).toHaveText(muting);
  const refused = await send(request, member, id);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('GROUP_MUTED');
  // The owner may still write.
  expect((await send(request, owner, id)).status()).toBe(200);
  await pageA.getByRole('button', { name: g.unmuteAll }).click();
  await expect(pageA.getByTestId('mute-all-state')).toHaveText(g.muteAllHint);
  await expect(pageB.getByTestId('mute-all-state')).toHaveCount(0);
  expect((await send(request, member, id)).status()).toBe(200);

  // Hide the member list: the member sees the notice live, the owner still sees the list.
  await expect(pageB.getByTestId('member-list')).toBeVisible();
  await pageA.getByRole('switch', { name: new RegExp(g.hideMemberList) }).click();
  await expect(pageB.getByTestId('member-list-hidden')).toHaveText(g.listHidden);
  await expect(pageA.getByTestId('member-list')).toBeVisible();
  await expect(pageB.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 2 }));

  // The owner cannot leave; the member leaves after a confirm and lands on /chat.
  await expect(pageA.getByRole('button', { name: g.leave })).toBeDisabled();
  await pageB.getByRole('button', { name: g.leave }).click();
  await pageB.getByRole('dialog').getByRole('button', { name: g.leave }).click();
  await expect(pageB.getByTestId('group-ended')).toHaveText(g.left);
  // Redirected 1.4 s after leaving (a generous bound: the machine may be busy).
  await expect(pageB).toHaveURL(/\/chat$/, { timeout: 20_000 });
  await expect(pageA.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 1 }));
  await pageB.context().close();
});

test('member actions: search and add, nicknames, mute one member, remove, transfer ownership', async ({ signedInPage: pageA, user: owner, request, browser }) => {
  // Two browsers and five flows in one: on a busy 2-core machine navigations alone took 8-11 s (CI).
  test.setTimeout(150_000);
  const member = await registerUser(request);
  const extra = await registerUser(request);
  const id = await createGroup(request, owner, 'Nhóm thành viên', [member]);
  await pageA.goto(`/group/${id}`);
  await expect(panel(pageA)).toHaveAttribute('data-role', 'owner');
  const pageB = await openAs(browser, member, `/group/${id}`);
  await expect(panel(pageB)).toHaveAttribute('data-role', 'member');

  // Search from 3 characters; fewer empties the results.
  const search = pageA.getByRole('searchbox', { name: g.searchLabel });
  await search.fill(extra.username.slice(0, 2));
  await expect(pageA.getByRole('list', { name: g.searchResults })).toHaveCount(0);
  await search.fill(extra.username);
  const results = pageA.getByRole('list', { name: g.searchResults });
  await results.getByRole('button', { name: fill(g.addUser, { name: extra.username }) }).click();
  await expect(results.getByText(g.added, { exact: true })).toBeVisible();
  await expect(pageA.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 3 }));
  await expect(pageB.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 3 }));
  await search.fill('ab');
  await expect(results).toHaveCount(0);

  // The owner names anyone; the member names only themselves.
  await memberAction(pageA, member.username, g.setNickname);
  const nickDialog = pageA.getByRole('dialog', { name: fill(g.nicknameTitle, { name: member.username }) });
  await nickDialog.getByLabel(g.nicknameLabel).fill('Bạn Bi');
  await nickDialog.getByRole('button', { name: vi.common.save }).click();
  await expect(row(pageA, member).getByTestId('member-name')).toHaveText('Bạn Bi');
  await expect(row(pageB, member).getByTestId('member-name')).toHaveText('Bạn Bi');
  await expect(pageB.getByRole('button', { name: fill(g.actionsFor, { name: owner.username }) })).toHaveCount(0);
  await memberAction(pageB, 'Bạn Bi', g.setNickname);
  const ownDialog = pageB.getByRole('dialog', { name: fill(g.nicknameTitle, { name: member.username }) });
  const field = ownDialog.getByLabel(g.nicknameLabel);
  await expect(field).toHaveValue('Bạn Bi');
  await field.fill('   ');
  await expect(ownDialog.getByRole('button', { name: vi.common.save })).toBeDisabled();
  await field.fill('n'.repeat(40));
  await expect(field).toHaveValue('n'.repeat(32));
  await ownDialog.getByRole('button', { name: g.nicknameRemove }).click();
  await expect(row(pageB, member).getByTestId('member-name')).toHaveText(member.username);
  await expect(row(pageA, member).getByTestId('member-name')).toHaveText(member.username);

  // Mute one member until a time, then unmute.
  await memberAction(pageA, extra.username, g.mute);
  const muteDialog = pageA.getByRole('dialog', { name: fill(g.muteMemberTitle, { name: extra.username }) });
  await muteDialog.getByRole('button', { name: g.mute }).click();
  await expect(row(pageA, extra).getByTestId('member-muted')).toHaveText(new RegExp(fill(g.mutedUntil, { time: '.+' })));
  await expect(row(pageB, extra).getByTestId('member-muted')).toBeVisible();
  const refused = await send(request, extra, id);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('USER_MUTED');
  await memberAction(pageA, extra.username, g.unmute);
  await expect(row(pageA, extra).getByTestId('member-muted')).toHaveCount(0);
  // Shown at once; the server follows as soon as its answer is in.
  await expect.poll(async () => (await send(request, extra, id)).status()).toBe(200);

  // Remove with a confirm.
  await memberAction(pageA, extra.username, g.remove);
  await pageA.getByRole('dialog').getByRole('button', { name: g.remove }).click();
  await expect(row(pageA, extra)).toHaveCount(0);
  await expect(pageB.getByTestId('group-member-count')).toHaveText(fill(g.memberCount, { count: 2 }));

  // Transfer ownership with a confirm: the old owner stays on as an admin.
  await memberAction(pageA, member.username, g.transferOwner);
  await expect(pageA.getByRole('dialog')).toContainText(fill(g.transferConfirm, { name: member.username }));
  await pageA.getByRole('dialog').getByRole('button', { name: g.transferOwner }).click();
  await expect(panel(pageA)).toHaveAttribute('data-role', 'admin');
  await expect(panel(pageB)).toHaveAttribute('data-role', 'owner');
  await expect(row(pageB, owner).getByTestId('member-role')).toHaveText(g.admin);
  // Nobody acts on the owner: the admin has no menu for them.
  await expect(pageA.getByRole('button', { name: fill(g.actionsFor, { name: member.username }) })).toHaveCount(0);
  await pageB.context().close();
});

test('a refused change is rolled back with a notice', async ({ signedInPage: pageA, user: owner, request }) => {
  const member = await registerUser(request);
  const id = await createGroup(request, owner, 'Nhóm lỗi', [member]);
  await pageA.goto(`/group/${id}`);
  await expect(panel(pageA)).toHaveAttribute('data-role', 'owner');
  // The server refuses the next toggle (as it would after losing the admin role).
  await pageA.route(`**/api/group/${id}/public`, (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'FORBIDDEN', message: vi.errors.FORBIDDEN }) }),
  );
  const toggle = pageA.getByRole('switch', { name: new RegExp(g.publicJoin) });
  await toggle.click();
  await expect(pageA.getByTestId('group-notice')).toHaveText(vi.errors.FORBIDDEN);
  await expect(toggle).not.toBeChecked();
  // The notice goes by itself after 4 s (a generous bound: the machine may be busy).
  await expect(pageA.getByTestId('group-notice')).toBeHidden({ timeout: 20_000 });
  // A refusal without a message shows the translated fallback.
  await pageA.route(`**/api/group/${id}/admins`, (route) => route.fulfill({ status: 500, body: '' }));
  await memberAction(pageA, member.username, g.makeAdmin);
  await expect(pageA.getByTestId('group-notice')).toHaveText(g.adminFailed);
  await expect(row(pageA, member).getByTestId('member-role')).toHaveCount(0);
});
