import type { Locator, Page } from '@playwright/test';
import { apiAs, composer, groupChat, messageWith, newPerson, openChat, pickFromMessageMenu, sendText } from './chat-helpers';
import { expect, seedSession, test, type E2EUser } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { fill, vi } from './support/messages';

// axe-core (WCAG 2.0/2.1 A and AA) on the group moderation screens at 1280 and 390 px: the
// owner's panel with every list filled (join requests, reports, links, bans, the log), its
// dialogs (create link, remove and ban), the report dialog, the composer's slow-mode countdown
// and the invite page. Also: everything reachable by keyboard (a Tab walk reaches each control).
const m = vi.moderation;
const g = vi.group;

// A bound, not a wait: each axe run takes seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 300_000 });

async function cancel(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: vi.common.cancel }).click();
  await expect(dialog).toHaveCount(0);
}

/** A group with a bit of everything to moderate, made through the API. */
async function seedModeration(request: Parameters<typeof apiAs>[0], owner: E2EUser, people: { member: E2EUser; asker: E2EUser; troll: E2EUser }) {
  const { _id: id } = await groupChat(request, owner, 'Hội kiểm duyệt', [people.member, people.troll]);
  await request.fetch(`/api/group/${id}/slow-mode`, { method: 'PUT', headers: { authorization: `Bearer ${owner.token}` }, data: { seconds: 60 } });
  await request.patch(`/api/group/${id}/public`, { headers: { authorization: `Bearer ${owner.token}` }, data: { value: true } });
  const invite = (await apiAs(request, owner, 'POST', `/group/${id}/invites`, { requiresApproval: true, maxUses: 10 })).invite;
  await apiAs(request, people.asker, 'POST', '/group/join-invite', { code: invite.code });
  await sendText(request, people.member, id, 'một tin bình thường');
  const bad = await sendText(request, people.troll, id, 'một tin quấy rối');
  await apiAs(request, people.member, 'POST', `/messages/${bad._id}/report`, { reason: 'abuse', note: 'lặp lại nhiều lần' });
  const banned = await newPerson(request);
  await apiAs(request, owner, 'POST', `/group/${id}/members`, { userId: banned.id });
  await apiAs(request, owner, 'POST', `/group/${id}/ban`, { memberId: banned.id, reason: 'spam' });
  return { id, invite };
}

/** Tabs through the page until `target` has the focus (fails if it never does). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Tab');
    expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [0] });
}

for (const viewport of A11Y_VIEWPORTS) {
  test(`moderation screens at ${viewport.width} px: no serious or critical axe violations, usable by keyboard`, async ({ signedInPage: page, user: owner, request, browser }) => {
    await page.setViewportSize(viewport);
    const people = { member: await newPerson(request), asker: await newPerson(request), troll: await newPerson(request) };
    const { id, invite } = await seedModeration(request, owner, people);

    await page.goto(`/group/${id}`);
    await expect(page.getByTestId('join-requests').getByTestId('join-request-row')).toHaveCount(1);
    await expect(page.getByTestId('reports').getByTestId('report')).toHaveCount(1);
    await expect(page.getByTestId('bans').getByTestId('ban-row')).toHaveCount(1);
    await expect(page.getByTestId('invite-links').getByTestId('invite-row')).toHaveCount(2);
    await expect(page.getByTestId('moderation-log').getByTestId('log-entry').first()).toBeVisible();
    await expectAccessible(page, 'group moderation (owner)');

    // By keyboard: the slow-mode select, a request's approve button, the link's create button.
    await page.getByTestId('group-panel').focus().catch(() => undefined);
    await tabTo(page, page.getByLabel(m.slowModeHint));
    await tabTo(page, page.getByRole('button', { name: fill(m.approveName, { name: people.asker.username }) }));
    await tabTo(page, page.getByRole('button', { name: m.createInvite }));
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: m.createInvite });
    await expect(create).toBeVisible();
    await expectAccessible(page, 'create invite dialog');
    await cancel(create);

    await page.getByRole('button', { name: fill(g.actionsFor, { name: people.member.username }) }).click();
    await page.getByRole('menuitem', { name: m.removeAndBan }).click();
    const ban = page.getByRole('dialog', { name: fill(m.banTitle, { name: people.member.username }) });
    await expect(ban).toBeVisible();
    await expectAccessible(page, 'ban dialog');
    await cancel(ban);

    // A member: the report dialog, the slow-mode countdown and the group page as a member.
    const context = await browser.newContext({ viewport });
    const other = await context.newPage();
    await seedSession(other, people.member);
    await other.goto('/chat');
    await openChat(other, 'Hội kiểm duyệt');
    await composer(other).fill('chờ chế độ chậm');
    await composer(other).press('Enter');
    await expect(other.getByTestId('slow-mode-countdown')).toBeVisible();
    await expectAccessible(other, 'composer slow-mode countdown');
    await pickFromMessageMenu(other, messageWith(other, 'một tin quấy rối'), { name: m.report });
    const report = other.getByRole('dialog', { name: m.reportTitle });
    await expect(report).toBeVisible();
    await expectAccessible(other, 'report dialog');
    await cancel(report);
    await other.goto(`/group/${id}`);
    await expect(other.getByTestId('slow-mode-state')).toBeVisible();
    await expectAccessible(other, 'group panel (member, slow mode)');

    // Someone new through the invite link: the invite page, then waiting for approval.
    await seedSession(other, await newPerson(request));
    await other.goto(invite.url);
    await expect(other.getByTestId('invite-join')).toBeVisible();
    await expectAccessible(other, 'invite page');
    await other.getByTestId('invite-join').click();
    await expect(other.getByTestId('invite-state')).toHaveAttribute('data-outcome', 'waiting');
    await expectAccessible(other, 'invite page (waiting)');
    await context.close();
  });
}
