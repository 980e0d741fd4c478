import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { addStickerByApi, createSetByApi, setCard, smiley, t, toggle } from './stickers-helpers';
import { fill } from './support/messages';

const SHOTS = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));

for (const width of [1280, 390]) {
  test(`screenshots of the sticker manager at ${width} px`, async ({ signedInPage: page, user, request }) => {
    const setId = await createSetByApi(request, user, 'Cảm xúc');
    const colors = ['#ffc83d', '#4cc2ff', '#ff7a7a', '#7ddc7a', '#c39bff'];
    const titles = ['Vui', 'Ngạc nhiên', 'Giận', 'Bình yên', 'Mơ mộng'];
    for (let i = 0; i < colors.length; i += 1) {
      await addStickerByApi(request, user, setId, { name: `s${i}.png`, mimeType: 'image/png', buffer: await smiley(colors[i]) }, titles[i]);
    }
    await createSetByApi(request, user, 'Mèo hài hước');
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/my-stickers');
    const card = setCard(page, 'Cảm xúc');
    await toggle(card).click();
    await expect(card.getByTestId('sticker')).toHaveCount(5);
    for (const title of titles) await expect.poll(() => card.getByRole('img', { name: title }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}stickers-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: fill(t.deleteSet, { name: 'Mèo hài hước' }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}stickers-delete-dialog-${width}.png` });
  });
}
