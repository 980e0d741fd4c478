import type { Locator } from '@playwright/test';
import { apiAs, groupChat, newPerson } from './chat-helpers';
import { expect, seedSession, test } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { fill, vi } from './support/messages';
import { addStickerByApi, createSetByApi, setCard, smiley, t, toggle } from './stickers-helpers';

// axe-core (WCAG 2.0/2.1 A and AA) on the signed-in pages besides /chat, at 1280 and 390 px:
// the group page (the owner's panel, its menu and dialogs, a member's and an outsider's view),
// the own and another person's profile, and the sticker manager.

const g = vi.group;

// A bound, not a wait: each axe run takes seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** Closes a dialog of the group panel by its Cancel button and waits until it is gone. */
async function cancel(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: vi.common.cancel }).click();
  await expect(dialog).toHaveCount(0);
}

for (const viewport of A11Y_VIEWPORTS) {
  test(`group page at ${viewport.width} px: no serious or critical axe violations`, async ({ signedInPage: page, user, request, browser }) => {
    await page.setViewportSize(viewport);
    const member = await newPerson(request);
    const outsider = await newPerson(request);
    const { _id: id } = await groupChat(request, user, 'Hội yêu mèo Sài Gòn', [member]);

    await page.goto(`/group/${id}`);
    await expect(page.getByTestId('group-panel')).toHaveAttribute('data-role', 'owner');
    await page.getByRole('searchbox', { name: g.searchLabel }).fill(outsider.username);
    await expect(page.getByRole('list', { name: g.searchResults }).getByRole('button')).toHaveCount(1);
    await expectAccessible(page, 'group panel (owner)');

    await page.getByRole('button', { name: fill(g.actionsFor, { name: member.username }) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'member menu');
    await page.getByRole('menuitem', { name: g.setNickname }).click();
    const nickname = page.getByRole('dialog', { name: fill(g.nicknameTitle, { name: member.username }) });
    await expect(nickname).toBeVisible();
    await expectAccessible(page, 'nickname dialog');
    await cancel(nickname);

    await page.getByRole('button', { name: g.muteAll, exact: true }).click();
    const muteAll = page.getByRole('dialog', { name: g.muteAllTitle });
    await expect(muteAll).toBeVisible();
    await expectAccessible(page, 'mute all dialog');
    await cancel(muteAll);

    await page.getByRole('button', { name: g.deleteGroup }).click();
    const remove = page.getByRole('dialog', { name: g.deleteTitle });
    await expect(remove).toBeVisible();
    await expectAccessible(page, 'delete group dialog');
    await cancel(remove);

    // A plain member, and an outsider through the link of the public group.
    await apiAs(request, user, 'POST', `/group/${id}/hide-member-list`, { hide: true });
    await request.patch(`/api/group/${id}/public`, { headers: { authorization: `Bearer ${user.token}` }, data: { value: true } });
    const context = await browser.newContext({ viewport });
    const other = await context.newPage();
    await seedSession(other, member);
    await other.goto(`/group/${id}`);
    await expect(other.getByTestId('member-list-hidden')).toBeVisible();
    await expectAccessible(other, 'group panel (member)');
    await seedSession(other, outsider);
    await other.goto(`/group/${id}`);
    await expect(other.getByTestId('group-join-card')).toBeVisible();
    await expectAccessible(other, 'group join card');
    await context.close();
  });

  test(`profiles at ${viewport.width} px: no serious or critical axe violations`, async ({ signedInPage: page, user, request }) => {
    const p = vi.profile;
    await page.setViewportSize(viewport);
    const bio = await request.put('/api/user/me', { headers: { authorization: `Bearer ${user.token}` }, data: { bio: 'Yêu mèo, cà phê sữa đá và những cuộc trò chuyện dài.' } });
    expect(bio.ok()).toBe(true);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-bio')).toBeVisible();
    await expectAccessible(page, 'own profile');
    await page.getByRole('button', { name: p.editBio }).click();
    await expect(page.getByRole('textbox', { name: p.bioLabel })).toBeFocused();
    await expectAccessible(page, 'own profile editing the bio');

    const other = await newPerson(request);
    await page.goto(`/profile/${other.id}`);
    await page.getByRole('button', { name: new RegExp(`^${p.like} `) }).click();
    await expect(page.getByTestId('like-count')).toHaveText('1');
    await expectAccessible(page, "another person's profile");

    await page.goto('/profile/0123456789abcdef01234567');
    await expect(page.getByRole('heading', { name: p.notFound })).toBeVisible();
    await expectAccessible(page, 'profile not found');
  });

  test(`my stickers at ${viewport.width} px: no serious or critical axe violations`, async ({ signedInPage: page, user, request }) => {
    await page.setViewportSize(viewport);
    const setId = await createSetByApi(request, user, 'Mèo hài hước');
    await addStickerByApi(request, user, setId, { name: 'cuoi.png', mimeType: 'image/png', buffer: await smiley('#ffd166') }, 'Cười');

    await page.goto('/my-stickers');
    await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
    const card = setCard(page, 'Mèo hài hước');
    if ((await toggle(card).getAttribute('aria-expanded')) === 'false') await toggle(card).click();
    await expect(card.getByRole('img', { name: 'Cười' })).toBeVisible();
    await expectAccessible(page, 'my stickers');

    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: t.errors.nameRequired })).toBeVisible();
    await expectAccessible(page, 'my stickers with an error');
  });
}
