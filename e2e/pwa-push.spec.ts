import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { chatRow, directChat, newPerson, openAs } from './chat-helpers';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { openForm, s } from './settings-helpers';

// The installable app (manifest, icons, service worker) and a push shown by the worker.

test('manifest and icons load, Chromium reports no installability error, the worker registers', async ({ playwright, request, baseURL }) => {
  const manifest = await (await request.get('/manifest.webmanifest', { headers: { cookie: 'NEXT_LOCALE=zh' } })).json();
  expect(manifest).toMatchObject({ start_url: '/chat', display: 'standalone', lang: 'zh', short_name: 'Chat' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of [...manifest.icons.map((i: { src: string }) => i.src), '/favicon.ico', '/icons/apple-touch-icon.png']) {
    expect((await request.get(src)).status(), src).toBe(200);
  }
  // A profile on disk: Chromium never offers to install from an incognito (test) context.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL)).toMatch(/\/serwist\/sw\.js$/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a push delivered to the worker shows the notification; its click opens the chat', async ({ browser, request, user: alice }) => {
  test.setTimeout(120_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const page = await openAs(browser, alice);
  await page.context().grantPermissions(['notifications']);
  await expect(chatRow(page, bob.username)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => !r.isDeleted);
      if (found) resolve(found);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const { registrationId, scopeURL } = await registration;
  const payload = { type: 'message', chatId: chat._id, messageId: 'm1', title: bob.username, body: 'Từ máy chủ đẩy', url: `/chat?chat=${chat._id}`, tag: chat._id, unread: 1 };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(scopeURL).origin, registrationId, data: JSON.stringify(payload) });
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
  await expect.poll(shown).toEqual([{ title: bob.username, body: 'Từ máy chủ đẩy', tag: chat._id }]);
  // The same message again (a second push) gives no second notification.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(scopeURL).origin, registrationId, data: JSON.stringify(payload) });
  await expect.poll(async () => (await shown()).length).toBe(1);

  // The click, as the browser dispatches it to the worker: the open /chat page opens the chat.
  const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(page.getByTestId('active-chat')).toContainText(bob.username);
});

test('settings → notifications is accessible at 1280 and 390 px', async ({ signedInPage: page }) => {
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    const dialog = await openForm(page, s.push.title);
    await expect(dialog.getByRole('switch', { name: s.push.device })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: s.push.preview })).toBeChecked();
    await expectAccessible(page, `settings notifications ${viewport.width}`);
  }
});
