import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { mailsFor, waitForCode } from '../test/support/mailbox';

export { expect };

export interface E2EUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown> & { id: string; username: string };
}

/** The folder where the test SMTP server saves each mail (set by global-setup.ts). */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

/** A fresh random name, unique across workers and runs. */
export function uniqueName(prefix = 'e'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

export const emailFor = (username: string) => `${username.toLowerCase()}@example.test`;

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api${path}`, { data });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path} answered ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** Registers a user through the API (code from the real mail) and logs them in, without the UI. */
export async function registerUser(request: APIRequestContext, password = 'secret12'): Promise<E2EUser> {
  const username = uniqueName('pw');
  const email = emailFor(username);
  const seen = mailsFor(mailDir(), email).length;
  await post(request, '/auth/send-otp', { email });
  const otp = await waitForCode(mailDir(), email, seen);
  await post(request, '/auth/register', { username, password, email, otp, birthday: '2000-05-06', gender: 'other' });
  const login = await post(request, '/auth/login', { username, password });
  return { id: login.user.id, username, email, password, token: login.token, user: login.user };
}

/**
 * Stores the session the way the app's login does (lib/client/session.ts saveSession), on a
 * same-origin page that is not an app page, so no guard runs before the storage is there.
 */
export async function seedSession(page: Page, user: E2EUser): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(({ token, user: stored }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('user_id', stored.id);
    localStorage.setItem('username', stored.username);
    localStorage.setItem('user_avatar', String(stored.avatar ?? ''));
    localStorage.setItem('user_email', String(stored.email ?? ''));
  }, user);
}

/** The stored token of the page's origin (null when logged out). */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Chromium reports what the Content-Security-Policy refused as console errors. */
const CSP_REFUSAL = /Content Security Policy|Refused to (execute|load|apply|connect|frame|evaluate)/i;

function watchCsp(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_REFUSAL.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  });
}

export const test = base.extend<{ user: E2EUser; signedInPage: Page; cspViolations: string[] }>({
  /**
   * Every page of every test runs under the app's CSP: whatever it refuses (a script without the
   * nonce, a blocked load) fails the test. Watches the default context and any a test opens.
   */
  cspViolations: [
    async ({ browser }, provide) => {
      const violations: string[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watchCsp(context, violations);
        return context;
      };
      await provide(violations);
      browser.newContext = newContext;
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, provide) => {
    watchCsp(context, cspViolations);
    await provide(context);
  },
  /** a freshly registered, logged-in user (through the API) */
  // (`provide`, not Playwright's usual `use`: the React hooks lint rule would take it for a hook)
  user: async ({ request }, provide) => {
    await provide(await registerUser(request));
  },
  /** `page` with that user's session in localStorage (not navigated to an app page yet) */
  signedInPage: async ({ page, user }, provide) => {
    await seedSession(page, user);
    await provide(page);
  },
});
