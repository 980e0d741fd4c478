import type { Browser, Page } from '@playwright/test';
import { apiAs, composer, groupChat, messageWith, newPerson, notices, openAs, openChat, pickFromMessageMenu, sendText } from './chat-helpers';
import { expect, seedSession, test, type E2EUser } from './fixtures';
import { fill, vi } from './support/messages';

// Group moderation (issue: communities), each person in their own browser, in Vietnamese: slow
// mode and the member's countdown, a ban and a join attempt by link, a link that needs approval
// approved live, a report resolved by deleting the message; the log shows each.
const m = vi.moderation;
const g = vi.group;

/** `user` on a page of their own, at `path`. */
async function pageAt(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedSession(page, user);
  await page.goto(path);
  return page;
}

/** The log's entry of that action (the newest first). */
const logEntry = (page: Page, action: string) => page.getByTestId('moderation-log').locator(`[data-testid="log-entry"][data-action="${action}"]`);

test('an admin sets slow mode; the member sees the countdown and keeps typing a draft', async ({ signedInPage: ownerPage, user: owner, request, browser }) => {
  test.setTimeout(150_000);
  const member = await newPerson(request);
  const group = await groupChat(request, owner, 'Nhóm chậm', [member]);
  await ownerPage.goto(`/group/${group._id}`);
  await ownerPage.getByLabel(m.slowModeHint).selectOption('30');
  await expect(logEntry(ownerPage, 'slow_mode')).toContainText(fill(m.log.slow_mode, { actor: owner.username, to: '30 giây', from: m.slowModeOff }));

  const memberPage = await openAs(browser, member);
  await openChat(memberPage, 'Nhóm chậm');
  await composer(memberPage).fill('tin đầu tiên');
  await composer(memberPage).press('Enter');
  await expect(messageWith(memberPage, 'tin đầu tiên')).toBeVisible();
  const countdown = memberPage.getByTestId('slow-mode-countdown');
  await expect(countdown).toHaveText(new RegExp(fill(m.slowModeWait, { time: '0:[0-3][0-9]' })));
  // The draft stays: the input works, Enter sends nothing while the wait runs.
  await composer(memberPage).fill('bản nháp');
  await composer(memberPage).press('Enter');
  await expect(composer(memberPage)).toHaveValue('bản nháp');
  await expect(memberPage.getByRole('button', { name: vi.composer.send, exact: true })).toBeDisabled();
  await expect(messageWith(memberPage, 'bản nháp')).toHaveCount(0);
  // The owner is exempt: no countdown for them.
  await ownerPage.goto('/chat');
  await openChat(ownerPage, 'Nhóm chậm');
  for (const text of ['chủ nhóm một', 'chủ nhóm hai']) {
    await composer(ownerPage).fill(text);
    await composer(ownerPage).press('Enter');
    await expect(messageWith(ownerPage, text)).toBeVisible();
  }
  await expect(ownerPage.getByTestId('slow-mode-countdown')).toHaveCount(0);
});

test('a ban, then a join attempt by link: the old public link and a new invite both refuse', async ({ signedInPage: ownerPage, user: owner, request, browser }) => {
  test.setTimeout(150_000);
  const member = await newPerson(request);
  const group = await groupChat(request, owner, 'Nhóm cấm', [member]);
  const made = await request.fetch(`/api/group/${group._id}/public`, { method: 'PATCH', headers: { Authorization: `Bearer ${owner.token}` }, data: { value: true } });
  expect(made.ok()).toBe(true);
  await ownerPage.goto(`/group/${group._id}`);
  await ownerPage.getByRole('button', { name: fill(g.actionsFor, { name: member.username }) }).click();
  await ownerPage.getByRole('menuitem', { name: m.removeAndBan }).click();
  const dialog = ownerPage.getByRole('dialog', { name: fill(m.banTitle, { name: member.username }) });
  await dialog.getByLabel(m.banReason).fill('quảng cáo');
  await dialog.getByRole('button', { name: m.ban }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ownerPage.locator(`[data-testid="member-row"][data-member-id="${member.id}"]`)).toHaveCount(0);
  const bans = ownerPage.getByTestId('bans');
  await expect(bans.getByTestId('ban-row')).toContainText(member.username);
  await expect(bans.getByTestId('ban-row')).toContainText(fill(m.reasonIs, { reason: 'quảng cáo' }));
  await expect(logEntry(ownerPage, 'ban')).toContainText(`${owner.username}`);
  await expect(logEntry(ownerPage, 'ban')).toContainText(`${member.username}: “quảng cáo”`);

  // The old link (the group page's join button) and a link made after the ban: both 403 BANNED.
  const memberPage = await pageAt(browser, member, `/group/${group._id}`);
  await memberPage.getByRole('button', { name: g.join }).click();
  await expect(memberPage.getByTestId('group-join-card')).toContainText(vi.errors.BANNED);
  const invite = (await apiAs(request, owner, 'POST', `/group/${group._id}/invites`, {})).invite;
  await memberPage.goto(invite.url);
  await memberPage.getByTestId('invite-join').click();
  await expect(memberPage.getByTestId('invite-error')).toHaveText(vi.errors.BANNED);

  // Lifted: the same link lets them in.
  await bans.getByRole('button', { name: fill(m.unbanName, { name: member.username }) }).click();
  await expect(bans.getByTestId('ban-row')).toHaveCount(0);
  await memberPage.getByTestId('invite-join').click();
  await expect(memberPage).toHaveURL(new RegExp(`/group/${group._id}$`));
  await expect(memberPage.getByTestId('group-panel')).toHaveAttribute('data-role', 'member');
});

test('a link that needs approval: the request reaches the admin live and the approval reaches the asker live', async ({ signedInPage: ownerPage, user: owner, request, browser }) => {
  test.setTimeout(150_000);
  const asker = await newPerson(request);
  const group = await groupChat(request, owner, 'Nhóm duyệt', []);
  await ownerPage.goto(`/group/${group._id}`);
  const links = ownerPage.getByTestId('invite-links');
  await links.getByRole('button', { name: m.createInvite }).click();
  const dialog = ownerPage.getByRole('dialog', { name: m.createInvite });
  await dialog.getByLabel(m.maxUses).fill('5');
  await dialog.getByLabel(m.requiresApproval).check();
  await dialog.getByRole('button', { name: m.create }).click();
  await expect(dialog).toHaveCount(0);
  const row = links.getByTestId('invite-row');
  await expect(row).toContainText(fill(m.usesOf, { uses: 0, max: 5 }));
  await expect(row).toContainText(m.approvalTag);
  const url = (await row.getByTestId('invite-url').textContent())!;

  const askerPage = await pageAt(browser, asker, url);
  await askerPage.getByTestId('invite-join').click();
  await expect(askerPage.getByTestId('invite-state')).toHaveText(fill(m.request.waiting, { name: 'Nhóm duyệt' }));
  const requests = ownerPage.getByTestId('join-requests');
  await expect(requests.getByTestId('join-request-row')).toContainText(asker.username);
  await expect(row).toContainText(fill(m.usesOf, { uses: 1, max: 5 }));
  await requests.getByRole('button', { name: fill(m.approveName, { name: asker.username }) }).click();
  await expect(requests.getByTestId('join-request-row')).toHaveCount(0);
  await expect(askerPage.getByTestId('invite-state')).toHaveText(fill(m.request.approved, { name: 'Nhóm duyệt' }));
  await askerPage.getByRole('link', { name: m.openGroup }).click();
  await expect(askerPage.getByTestId('group-panel')).toHaveAttribute('data-role', 'member');
  await expect(ownerPage.locator(`[data-testid="member-row"][data-member-id="${asker.id}"]`)).toBeVisible();
  await expect(logEntry(ownerPage, 'join_approved')).toContainText(fill(m.log.join_approved, { actor: owner.username, target: asker.username }));
  await expect(logEntry(ownerPage, 'invite_created')).toHaveCount(1);
});

test('a report resolved by deleting the message: gone for everyone, written to the log', async ({ signedInPage: ownerPage, user: owner, request, browser }) => {
  test.setTimeout(150_000);
  const [reporter, sender] = [await newPerson(request), await newPerson(request)];
  const group = await groupChat(request, owner, 'Nhóm báo cáo', [reporter, sender]);
  await sendText(request, owner, group._id, 'chào mọi người');
  await sendText(request, sender, group._id, 'lời lẽ xúc phạm');
  const reporterPage = await openAs(browser, reporter);
  await openChat(reporterPage, 'Nhóm báo cáo');
  await pickFromMessageMenu(reporterPage, messageWith(reporterPage, 'lời lẽ xúc phạm'), { name: m.report });
  const dialog = reporterPage.getByRole('dialog', { name: m.reportTitle });
  await dialog.getByLabel(m.reason.abuse).check();
  await dialog.getByLabel(m.noteLabel).fill('xin xem giúp');
  await dialog.getByRole('button', { name: m.sendReport }).click();
  await expect(notices(reporterPage).filter({ hasText: m.reportSent })).toBeVisible();

  await ownerPage.goto(`/group/${group._id}`);
  const report = ownerPage.getByTestId('reports').getByTestId('report');
  await expect(report.getByTestId('reported-message')).toContainText('lời lẽ xúc phạm');
  await expect(report.getByTestId('context-message')).toContainText('chào mọi người');
  await expect(report).toContainText(fill(m.noteIs, { note: 'xin xem giúp' }));
  await report.getByRole('button', { name: m.deleteMessage }).click();
  await ownerPage.getByRole('dialog').getByRole('button', { name: m.deleteMessage }).click();
  await expect(report).toHaveCount(0);
  await expect(messageWith(reporterPage, 'lời lẽ xúc phạm')).toHaveCount(0);
  await expect(logEntry(ownerPage, 'message_deleted')).toContainText(fill(m.log.message_deleted, { actor: owner.username, target: sender.username, excerpt: 'lời lẽ xúc phạm' }));
  await expect(logEntry(ownerPage, 'report_resolved')).toContainText(sender.username);
});
