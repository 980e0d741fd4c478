import { openAs } from './chat-helpers';
import { expect, seedSession, test } from './fixtures';
import { vi } from './support/messages';

const scriptNonce = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test('pages carry the security headers and a fresh script nonce per request', async ({ request }) => {
  const first = await request.get('/login');
  const second = await request.get('/login');
  const policy = first.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).not.toContain("'unsafe-inline' 'strict-dynamic'");
  expect(scriptNonce(policy)).not.toBe(scriptNonce(second.headers()['content-security-policy'] ?? ''));
  // Next put this request's nonce on the scripts it rendered.
  const html = await first.text();
  expect(html).toContain(`nonce="${scriptNonce(policy)}"`);
  expect(first.headers()).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(first.headers()['permissions-policy']).toContain('camera=(self), microphone=(self)');
  // Plain http here: no HSTS (it would pin a browser to https the server does not speak).
  expect(first.headers()['strict-transport-security']).toBeUndefined();
  // The API answers carry them too.
  expect((await request.get('/api/health')).headers()['x-content-type-options']).toBe('nosniff');
});

test('another site cannot frame the app (clickjacking)', async ({ page, baseURL }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe id="victim" src="${baseURL}/login" width="800" height="600"></iframe>`);
  // setContent waited for the frame's load: it holds Chromium's error page, not the login form.
  const framed = page.frames().find((f) => f !== page.mainFrame());
  expect(framed?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#victim').getByRole('button', { name: vi.auth.loginButton, exact: true })).toHaveCount(0);
});

test('an injected inline handler does not run; the app itself runs under the policy', async ({ browser, user, cspViolations }) => {
  const page = await openAs(browser, user);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img id="xss" src="/no-such-image.png" onerror="window.__pwned = true">');
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(cspViolations.every((text) => /inline event handler|script-src/i.test(text))).toBe(true);
  cspViolations.length = 0; // the refusal was the point; anything else still fails the test
});

test('loading /login and /chat asks the policy for nothing it refuses (no eval probe)', async ({ browser, user }) => {
  const context = await browser.newContext();
  // A refused eval that the page catches leaves no console line: the violation event tells.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspSeen: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const page = await context.newPage();
  const seen = () => page.evaluate(() => (window as unknown as { __cspSeen: string[] }).__cspSeen);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: vi.auth.loginButton, exact: true })).toBeVisible();
  // The form's schema runs on a submit.
  await page.getByLabel(vi.auth.username).fill('nobody_here');
  await page.getByLabel(vi.auth.password, { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: vi.auth.loginButton, exact: true }).click();
  await expect(page.getByText(vi.errors.INVALID_CREDENTIALS)).toBeVisible();
  expect(await seen()).toEqual([]);

  await seedSession(page, user);
  await page.goto('/chat');
  await expect(page.getByRole('complementary', { name: vi.sidebar.label })).toBeVisible({ timeout: 30_000 });
  expect(await seen()).toEqual([]);
  await context.close();
});
