import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { vi } from './support/messages';

const DIR = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));
const WIDTHS = [1280, 390];
const GUEST_SCREENS = [
  { name: 'login', path: '/login', heading: vi.auth.loginTitle },
  { name: 'login-support-group', path: '/login?redirectToGroup=1', heading: vi.auth.loginTitle },
  { name: 'register', path: '/register', heading: vi.auth.registerTitle },
  { name: 'forgot-password', path: '/forgot-password', heading: vi.auth.forgotTitle },
  { name: 'not-found', path: '/no-such-page', heading: vi.notFound.title },
];

for (const width of WIDTHS) {
  test(`screenshots of the auth screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    for (const screen of GUEST_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      // No horizontal scrolling at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${DIR}${screen.name}-${width}.png`, fullPage: true });
    }
  });

  test(`screenshots of /chat and its logout dialog at ${width} px`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: vi.chat.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${DIR}chat-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: vi.chat.logout }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${DIR}chat-logout-${width}.png` });
  });
}
