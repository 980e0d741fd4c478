import type { APIRequestContext } from '@playwright/test';
import { expect, registerUser, test, type E2EUser } from './fixtures';
import { pauseClock } from './support/clock';
import { fill, vi } from './support/messages';

// The panel's clocks, on Playwright's fake browser clock: mutes end on screen by themselves (also
// beyond setTimeout's largest delay, 2^31-1 ms), the future-only hint stays 9 s, the copied mark
// 2 s. The timed checks pause the clock first, so no real time passes between their steps.
const g = vi.group;
const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });
const DAY = 24 * 3600_000;

async function createGroup(request: APIRequestContext, owner: E2EUser, members: E2EUser[]): Promise<string> {
  const res = await request.post('/api/chat/create-group', { headers: auth(owner), data: { name: 'Nhóm đồng hồ', members: members.map((m) => m.id) } });
  return (await res.json()).chat._id;
}

test('mute countdowns end by themselves, even 30 days out', async ({ signedInPage: page, user, request }) => {
  const member = await registerUser(request);
  const id = await createGroup(request, user, [member]);
  await page.clock.install();
  const now = Date.now();
  await request.post(`/api/group/${id}/mute-member`, { headers: auth(user), data: { memberId: member.id, mute: new Date(now + 30 * DAY).toISOString() } });
  await request.post(`/api/group/${id}/mute-all`, { headers: auth(user), data: { until: new Date(now + 2 * 60_000).toISOString() } });
  await page.goto(`/group/${id}`);
  const tag = page.locator(`[data-member-id="${member.id}"]`).getByTestId('member-muted');
  const state = page.getByTestId('mute-all-state');
  await expect(tag).toBeVisible();
  await expect(state).toHaveText(new RegExp(fill(g.mutingUntil, { time: '.+' })));

  await page.clock.fastForward('03:00');
  await expect(state).toHaveText(g.muteAllHint);
  await expect(tag).toBeVisible();
  // Past the largest timer delay (~24.9 days): the capped timer fired early and waited again.
  await page.clock.fastForward(26 * DAY);
  await expect(tag).toBeVisible();
  await page.clock.fastForward(5 * DAY);
  await expect(tag).toHaveCount(0);
});

test('the future-only hint of the mute-all picker stays 9 s', async ({ signedInPage: page, user, request }) => {
  const id = await createGroup(request, user, []);
  // Noon: midnight of the same day, offered by the picker (today), is in the past.
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  await page.clock.install({ time: noon });
  await page.goto(`/group/${id}`);
  await page.getByRole('button', { name: g.muteAll, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: g.muteAllTitle });
  // The day in the interface's order, the time on a 24-hour clock (not the browser's pickers).
  await expect(dialog.getByRole('group', { name: g.untilLabel }).locator('select')).toHaveCount(3);
  await dialog.locator('select[data-part="hour"]').selectOption('0');
  await dialog.locator('select[data-part="minute"]').selectOption('0');
  // From here the page's time moves only when the test moves it.
  await pauseClock(page);
  await dialog.getByRole('button', { name: g.muteAll }).click();
  const hint = dialog.getByRole('alert');
  await expect(hint).toHaveText(g.futureOnly);
  await page.clock.runFor(8500);
  await expect(hint).toHaveText(g.futureOnly);
  await page.clock.runFor(1000);
  await expect(hint).toHaveText('');
  // Nothing was sent: the group is not muted.
  const group = (await (await request.get(`/api/group/${id}`, { headers: auth(user) })).json()).group;
  expect(group.muteAllUntil).toBeNull();
});

test('the copied mark stays 2 s', async ({ signedInPage: page, user, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await createGroup(request, user, []);
  await page.clock.install();
  await page.goto(`/group/${id}`);
  await expect(page.getByRole('button', { name: g.copyLink })).toBeVisible();
  // From here the page's time moves only when the test moves it: the mark's 2 s are fake ones.
  await pauseClock(page);
  await page.getByRole('button', { name: g.copyLink }).click();
  const mark = page.getByText(g.copied, { exact: true });
  await expect(mark).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/group/${id}`);
  await page.clock.runFor(1800);
  await expect(mark).toBeVisible();
  await page.clock.runFor(400);
  await expect(mark).toHaveCount(0);
});
