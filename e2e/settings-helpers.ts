import type { APIRequestContext, Page } from '@playwright/test';
import { mailsFor, waitForCode } from '../test/support/mailbox';
import { expect, mailDir, type E2EUser } from './fixtures';
import { fill, vi } from './support/messages';

// Helpers of the settings specs (e2e/settings-*.spec.ts): the settings dialog of the chat header
// (SPEC.md section 2, "Settings menu"), in Vietnamese.
export const s = vi.settings;

export async function openSettings(page: Page) {
  await page.goto('/chat');
  await page.getByRole('button', { name: vi.chat.settings, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: s.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens one sub-form of the menu; answers the dialog, now named after the form. */
export async function openForm(page: Page, title: string) {
  await (await openSettings(page)).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const status = (scope: Page | ReturnType<Page['getByRole']>, text: string) => scope.getByRole('status').filter({ hasText: text });

/** Clicks Send OTP beside `field` and answers the code mailed to `email`. */
export async function sendCode(dialog: ReturnType<Page['getByRole']>, email: string, nth = 0) {
  const seen = mailsFor(mailDir(), email).length;
  await dialog.getByRole('button', { name: vi.auth.sendOtp }).nth(nth).click();
  await expect(status(dialog, vi.success.OTP_SENT)).toHaveAttribute('data-kind', 'success');
  // The 60 s countdown: "Gửi lại sau 60s", 59s ... (any second of it: a starved page may show
  // its first state late).
  const countdown = new RegExp(`^${fill(vi.auth.resendIn, { seconds: '\\d{1,2}' })}$`);
  await expect(dialog.getByRole('button', { name: countdown }).nth(nth)).toBeDisabled();
  return waitForCode(mailDir(), email, seen);
}

export async function me(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/user/me', { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).user;
}
