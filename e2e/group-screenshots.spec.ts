import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerUser, seedSession, test, type E2EUser } from './fixtures';
import { fill, vi } from './support/messages';
import { pickDateTime, startOfToday } from './support/date-field';

// Screenshots of the group screens in Vietnamese at desktop and phone widths.
const DIR = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));
const g = vi.group;
const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.screenshot({ path: `${DIR}group-${name}-${width}.png`, fullPage });
}

const post = (request: APIRequestContext, user: E2EUser, path: string, data: Record<string, unknown> = {}) =>
  request.post(`/api/${path}`, { headers: auth(user), data });

for (const width of [1280, 390]) {
  test(`group screens at ${width} px`, async ({ signedInPage: page, user, request, browser }) => {
    // Many screens, a second browser context and four accounts: on a busy machine, over a minute.
    test.setTimeout(120_000);
    const height = width > 600 ? 800 : 844;
    await page.setViewportSize({ width, height });
    const admin = await registerUser(request);
    const member = await registerUser(request);
    const outsider = await registerUser(request);
    const res = await post(request, user, 'chat/create-group', { name: 'Hội yêu mèo Sài Gòn', members: [admin.id, member.id] });
    const id = (await res.json()).chat._id as string;
    await post(request, user, `group/${id}/admins`, { userId: admin.id });
    await post(request, user, `chat/${id}/nickname`, { nickname: 'Mèo trưởng', targetUserId: user.id });
    await post(request, user, `group/${id}/mute-member`, { memberId: member.id, mute: new Date(Date.now() + 3 * 3600_000).toISOString() });

    await page.goto(`/group/${id}`);
    await expect(page.getByTestId('group-panel')).toHaveAttribute('data-role', 'owner');
    await page.getByRole('searchbox', { name: g.searchLabel }).fill(outsider.username);
    await expect(page.getByRole('list', { name: g.searchResults }).getByRole('button')).toHaveCount(1);
    await shoot(page, 'panel-owner', width);

    await page.getByRole('button', { name: fill(g.actionsFor, { name: admin.username }) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shoot(page, 'member-menu', width, false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: g.muteAll, exact: true }).click();
    const muteDialog = page.getByRole('dialog', { name: g.muteAllTitle });
    await pickDateTime(muteDialog, g.untilLabel, startOfToday());
    await muteDialog.getByRole('button', { name: g.muteAll }).click();
    await expect(muteDialog.getByRole('alert')).toHaveText(g.futureOnly);
    await shoot(page, 'mute-all-dialog', width, false);
    await muteDialog.getByRole('button', { name: vi.common.cancel }).click();
    await post(request, user, `group/${id}/mute-all`, { until: new Date(Date.now() + 2 * 3600_000).toISOString() });
    await expect(page.getByTestId('mute-all-state')).toHaveText(new RegExp(fill(g.mutingUntil, { time: '.+' })));

    await page.getByRole('button', { name: fill(g.actionsFor, { name: member.username }) }).click();
    await page.getByRole('menuitem', { name: g.setNickname }).click();
    await expect(page.getByRole('dialog', { name: fill(g.nicknameTitle, { name: member.username }) })).toBeVisible();
    await shoot(page, 'nickname-dialog', width, false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: g.deleteGroup }).click();
    await expect(page.getByRole('dialog', { name: g.deleteTitle })).toBeVisible();
    await shoot(page, 'delete-dialog', width, false);
    await page.keyboard.press('Escape');

    // A plain member, with the list hidden.
    await post(request, user, `group/${id}/hide-member-list`, { hide: true });
    await request.patch(`/api/group/${id}/public`, { headers: auth(user), data: { value: true } });
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width, height } });
    const other = await context.newPage();
    await seedSession(other, member);
    await other.goto(`/group/${id}`);
    await expect(other.getByTestId('member-list-hidden')).toBeVisible();
    await shoot(other, 'member-view', width);

    // An outsider through the link of the public group.
    await seedSession(other, outsider);
    await other.goto(`/group/${id}`);
    await expect(other.getByTestId('group-join-card')).toBeVisible();
    await shoot(other, 'join', width);
    await context.close();

    await page.goto('/group/0123456789abcdef01234567');
    await expect(page.getByTestId('group-not-found')).toBeVisible();
    await shoot(page, 'not-found', width);
  });
}

test('the panel is usable at 360 px: no horizontal scrolling, actions by keyboard', async ({ signedInPage: page, user, request }) => {
  const member = await registerUser(request);
  const res = await post(request, user, 'chat/create-group', { name: 'Một cái tên nhóm khá dài để thử màn hình hẹp 360 điểm ảnh', members: [member.id] });
  const id = (await res.json()).chat._id as string;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/group/${id}`);
  await expect(page.getByTestId('group-panel')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The member menu by keyboard: focus, Enter opens, arrows move, Enter picks.
  await page.getByRole('button', { name: fill(g.actionsFor, { name: member.username }) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: g.makeAdmin })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-member-id="${member.id}"]`).getByTestId('member-role')).toHaveText(g.admin);
});
