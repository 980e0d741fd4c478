import { fileURLToPath } from 'node:url';
import { openUnlocked, PAGE, requestBadge, reviewByApi, rowOf, search, statusSelect, t } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';
import { fill } from './support/messages';

// The badge request admin screen at phone and desktop widths, with screenshots for review.

const SHOTS = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));

test('the unlocked screen fits 360 px: the table scrolls inside its own box', async ({ page, request, user }) => {
  const name = `Hẹp ${uniqueName('n')}`;
  await requestBadge(request, user, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await openUnlocked(page, request);
  await search(page).fill(name);
  await expect(rowOf(page, name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = page.getByRole('region', { name: t.tableLabel });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // keyboard: the scroll box takes focus, the row's action is reachable
  await box.focus();
  await expect(box).toBeFocused();
  await rowOf(page, name).getByRole('button', { name: fill(t.reviewOf, { name }) }).focus();
  await page.keyboard.press('Enter');
  await expect(rowOf(page, name).getByLabel(t.noteLabel)).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`screenshots of the admin screen at ${width} px`, async ({ page, request, user }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: t.gateTitle })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}admin-gate-${width}.png`, fullPage: true });

    const tag = uniqueName('shot');
    const names = [`Nguyễn Thị Mai ${tag}`, `Trần Quốc Bảo ${tag}`, `Lê Hoàng Nam ${tag}`, `Phạm Minh Anh ${tag}`];
    const rows = [];
    for (const name of names) rows.push(await requestBadge(request, user, name, '0912 345 678'));
    await reviewByApi(request, rows[1]._id, 'approved', 'Đã xác minh CCCD');
    await reviewByApi(request, rows[2]._id, 'rejected', 'Ảnh giấy tờ bị mờ');

    await openUnlocked(page, request);
    await statusSelect(page).selectOption('all');
    await search(page).fill(tag);
    await expect(page.getByTestId('badge-row')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await rowOf(page, names[0]).getByRole('button', { name: fill(t.reviewOf, { name: names[0] }) }).click();
    const box = page.getByRole('region', { name: t.tableLabel });
    // wide screens show every column; narrow ones scroll the table box, not the page
    if (width > 1000) await expect.poll(() => box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    else await box.evaluate((el) => el.scrollTo({ left: 0 }));
    await page.screenshot({ path: `${SHOTS}admin-${width}.png`, fullPage: true });

    await rowOf(page, names[1]).getByRole('button', { name: fill(t.removeOf, { name: names[1] }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}admin-remove-dialog-${width}.png` });
  });
}
