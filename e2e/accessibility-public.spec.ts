import { TEST_ADMIN_CODE } from '../test/support/stack';
import { requestBadge, rowOf } from './admin-helpers';
import { expect, test } from './fixtures';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { vi } from './support/messages';

// axe-core (WCAG 2.0/2.1 A and AA) on the screens a signed-out person sees, and on the admin
// badge-request screen (its own code gate, no user login), at 1280 and 390 px.
// The signed-in screens: accessibility-app.spec.ts.

// A bound, not a wait: each axe run takes seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const GUEST_SCREENS = [
  { name: 'login', path: '/login', heading: vi.auth.loginTitle, submit: vi.auth.loginButton },
  { name: 'login (support group)', path: '/login?redirectToGroup=1', heading: vi.auth.loginTitle },
  { name: 'register', path: '/register', heading: vi.auth.registerTitle, submit: vi.auth.registerButton },
  { name: 'forgot password', path: '/forgot-password', heading: vi.auth.forgotTitle, submit: vi.auth.sendOtp },
  { name: 'not found', path: '/no-such-page', heading: vi.notFound.title },
];

for (const viewport of A11Y_VIEWPORTS) {
  test(`guest screens at ${viewport.width} px: no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const screen of GUEST_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      await expectAccessible(page, screen.name);
      if (!screen.submit) continue;
      // The same form with its error texts showing.
      await page.getByRole('button', { name: screen.submit, exact: true }).click();
      await expect(page.getByRole('status').and(page.locator('[data-kind="error"]')).first()).toBeVisible();
      await expectAccessible(page, `${screen.name} with errors`);
    }
  });

  test(`admin badge requests at ${viewport.width} px: no serious or critical axe violations`, async ({ page, request, user }) => {
    await page.setViewportSize(viewport);
    // One pending request of a fresh user, so the table has a row with its actions.
    const fullname = `Nguyễn ${user.username}`;
    await requestBadge(request, user, fullname);

    await page.goto('/admin/badge-requests');
    await expect(page.getByRole('heading', { name: vi.admin.gateTitle })).toBeVisible();
    await expectAccessible(page, 'admin gate');
    await page.getByRole('button', { name: vi.admin.unlock }).click();
    await expect(page.getByRole('status').filter({ hasText: vi.admin.codeRequired })).toBeVisible();
    await expectAccessible(page, 'admin gate with an error');

    await page.getByLabel(vi.admin.codeLabel, { exact: true }).fill(TEST_ADMIN_CODE);
    await page.getByRole('button', { name: vi.admin.unlock }).click();
    await expect(page.getByRole('heading', { name: vi.admin.title })).toBeVisible();
    const row = rowOf(page, fullname);
    await expect(row).toBeVisible();
    await expectAccessible(page, 'admin badge requests');

    await row.getByRole('button', { name: vi.admin.review }).click();
    await expect(row.getByRole('group', { name: new RegExp(vi.admin.review) })).toBeVisible();
    await expectAccessible(page, 'admin badge request under review');
  });
}
