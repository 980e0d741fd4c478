import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, type E2EUser } from './fixtures';
import { apiAs, chatRow, composer, directChat, groupChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { A11Y_VIEWPORTS, expectAccessible } from './support/axe';
import { vi } from './support/messages';

// Working without the network (the service worker's app shell, the chats kept in IndexedDB,
// the outbox): Chromium taken offline with context.setOffline.

interface StoredCache {
  state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

/** What the app keeps for working offline (lib/client/offline/offline-store.ts), read from IndexedDB in the page. */
const offlineData = (page: Page) =>
  page.evaluate(async () => {
    // Opening a database that is not there would create it without its store: look first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'chat-offline')) return {} as Record<string, unknown>;
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const open = indexedDB.open('chat-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('data')) return resolve({});
        const store = db.transaction('data').objectStore('data');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          db.close();
          resolve(Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i]])));
        };
        values.onerror = () => reject(values.error);
      };
    });
  });

/** Whether the kept cache of `userId` holds the history of `chatId` with a message saying `text`. */
async function keptHistoryHas(page: Page, userId: string, chatId: string, text: string): Promise<boolean> {
  const cache = (await offlineData(page))[`cache:${userId}`] as StoredCache | undefined;
  const history = cache?.state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['chat', 'history', chatId]));
  return JSON.stringify(history?.state.data ?? null).includes(text);
}

const outboxEntry = (page: Page, text: string) => page.getByTestId('outbox-entry').filter({ hasText: text });

test('offline: the shell, the chat list and the last chat show; a text waits and arrives once when online', async ({ browser, request, user: alice }) => {
  test.setTimeout(180_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'Trước khi mất mạng');

  const page = await openAs(browser, alice);
  await openChat(page, bob.username);
  await expect(messageWith(page, 'Trước khi mất mạng')).toBeVisible();
  // The worker controls the page (its precache, the app shell among it, is installed) and the chat is kept.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(() => keptHistoryHas(page, alice.id, chat._id, 'Trước khi mất mạng')).toBe(true);

  await page.context().setOffline(true);
  // The page comes from the worker's app shell: the network is away.
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('offline-banner')).toContainText(vi.offline.banner);
  await expect(chatRow(page, bob.username)).toBeVisible();
  await expect(messageWith(page, 'Trước khi mất mạng')).toBeVisible();

  // Written offline: it waits, shown with its clock and label, and survives a reload.
  await composer(page).fill('Gửi khi có mạng');
  // Its draft is in the kept chat list before it is sent.
  await expect.poll(async () => JSON.stringify((await offlineData(page))[`cache:${alice.id}`] ?? null)).toContain('Gửi khi có mạng');
  await composer(page).press('Enter');
  await expect(outboxEntry(page, 'Gửi khi có mạng')).toHaveAttribute('data-state', 'waiting');
  await expect(outboxEntry(page, 'Gửi khi có mạng')).toContainText(vi.offline.waiting);
  await expect(composer(page)).toHaveValue('');
  await expect.poll(async () => JSON.stringify((await offlineData(page))[`outbox:${alice.id}`] ?? null)).toContain('Gửi khi có mạng');
  // Reloaded at once, within the second the kept cache waits between writes: the text's draft
  // ended when it was sent and must not come back (sent again, it would arrive twice).
  await page.reload();
  await expect(chatRow(page, bob.username)).toBeVisible();
  await expect(messageWith(page, 'Trước khi mất mạng')).toBeVisible();
  await expect(outboxEntry(page, 'Gửi khi có mạng')).toHaveAttribute('data-state', 'waiting');
  await expect(composer(page)).toHaveValue('');
  // Files are refused with a note and stay pending.
  await page.getByTestId('file-input').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: vi.composer.send, exact: true }).click();
  await expect(page.getByTestId('notice').filter({ hasText: vi.offline.filesOffline })).toBeVisible();

  const bobPage = await openAs(browser, bob);
  await openChat(bobPage, alice.username);

  // The first answer on reconnect is lost (stored, then the connection drops): the outbox sends
  // again under the same clientId and the server keeps one message.
  const sentIds: string[] = [];
  await page.route('**/api/messages/send', async (route) => {
    sentIds.push(JSON.parse(route.request().postData() ?? '{}').clientId);
    if (sentIds.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.context().setOffline(false);
  // The row leaves the outbox only on an answer: after the second send (the socket may show the
  // message stored by the first one before that).
  await expect(page.getByTestId('outbox-entry')).toHaveCount(0, { timeout: 30_000 });
  expect(sentIds.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sentIds).size).toBe(1);
  expect(sentIds[0]).toMatch(/^[0-9a-f]{32}$/);
  await expect(messageWith(page, 'Gửi khi có mạng')).toHaveCount(1);
  await expect(page.getByTestId('offline-banner')).not.toContainText(vi.offline.banner);
  await expect(messageWith(bobPage, 'Gửi khi có mạng')).toHaveCount(1);
  const { messages } = await apiAs<{ messages: { content?: string }[] }>(request, bob, 'GET', `/messages/by-chat/${chat._id}?limit=20`);
  expect(messages.filter((m) => m.content === 'Gửi khi có mạng')).toHaveLength(1);
  await bobPage.context().close();
});

/** Alice reads a chat with a message from Bob, and the browser has kept it (the cache in IndexedDB). */
async function keptChat(browser: Browser, request: APIRequestContext, alice: E2EUser, text: string): Promise<Page> {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, text);
  const page = await openAs(browser, alice);
  await openChat(page, bob.username);
  await expect.poll(() => keptHistoryHas(page, alice.id, chat._id, text)).toBe(true);
  return page;
}

test('two tabs write offline at once: the kept outbox holds both texts, and each arrives once', async ({ browser, request, user: alice }) => {
  test.setTimeout(120_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'Hai thẻ');
  const first = await openAs(browser, alice);
  await openChat(first, bob.username);
  const second = await first.context().newPage();
  await second.goto('/chat');
  await openChat(second, bob.username);

  await first.context().setOffline(true);
  for (const [page, text] of [
    [first, 'Từ thẻ một'],
    [second, 'Từ thẻ hai'],
  ] as const) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(outboxEntry(page, text)).toHaveAttribute('data-state', 'waiting');
  }
  // Each tab's text is kept, whichever tab wrote last.
  await expect.poll(async () => JSON.stringify((await offlineData(second))[`outbox:${alice.id}`] ?? null)).toMatch(/Từ thẻ một.*Từ thẻ hai/);

  // The first tab is closed before the network is back: its text goes out from the other one.
  await first.close();
  await second.context().setOffline(false);
  await second.reload();
  await expect(messageWith(second, 'Từ thẻ một')).toHaveCount(1);
  await expect(messageWith(second, 'Từ thẻ hai')).toHaveCount(1);
  await expect(second.getByTestId('outbox-entry')).toHaveCount(0);
  await expect.poll(async () => JSON.stringify((await offlineData(second))[`outbox:${alice.id}`] ?? null)).toBe('[]');
  const { messages } = await apiAs<{ messages: { content?: string }[] }>(request, bob, 'GET', `/messages/by-chat/${chat._id}?limit=20`);
  expect(messages.filter((m) => m.content?.startsWith('Từ thẻ')).map((m) => m.content).sort()).toEqual(['Từ thẻ hai', 'Từ thẻ một']);
});

test('logout clears what was kept offline: the chats and the unsent texts', async ({ browser, request, user: alice }) => {
  const page = await keptChat(browser, request, alice, 'Giữ lại khi offline');

  await page.context().setOffline(true);
  await composer(page).fill('Chưa gửi');
  await composer(page).press('Enter');
  await expect(outboxEntry(page, 'Chưa gửi')).toBeVisible();
  await expect.poll(async () => Object.keys(await offlineData(page)).sort()).toEqual([`cache:${alice.id}`, `outbox:${alice.id}`]);
  await page.context().setOffline(false);

  // The text goes out on reconnect; the logout then leaves nothing of the account behind.
  await expect(messageWith(page, 'Chưa gửi')).toHaveCount(1);
  await page.getByRole('button', { name: vi.chat.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: vi.chat.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => offlineData(page)).toEqual({});
});

test('a text the server refuses on reconnect shows as failed with send again and delete; the rest go in order', async ({ browser, request, user: owner }) => {
  test.setTimeout(120_000);
  const alice = await newPerson(request);
  const name = `Nhóm ${Date.now().toString(36)}`;
  const group = await groupChat(request, owner, name, [alice]);
  const slow = await request.fetch(`/api/group/${group._id}/slow-mode`, { method: 'PUT', headers: { authorization: `Bearer ${owner.token}` }, data: { seconds: 60 } });
  expect(slow.status()).toBe(200);
  const page = await openAs(browser, alice);
  await openChat(page, name);

  await page.context().setOffline(true);
  for (const text of ['Thứ nhất', 'Thứ hai']) {
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(outboxEntry(page, text)).toHaveAttribute('data-state', 'waiting');
  }
  // Waiting rows and the banner, light and dark, at both widths.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of A11Y_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(outboxEntry(page, 'Thứ hai')).toBeVisible();
      await expectAccessible(page, `offline outbox ${colorScheme} ${viewport.width}`);
    }
  }
  await page.setViewportSize(A11Y_VIEWPORTS[0]);

  await page.context().setOffline(false);
  // The first goes out; slow mode refuses the second (a member sending again too soon).
  await expect(messageWith(page, 'Thứ nhất')).toHaveCount(1);
  const refused = outboxEntry(page, 'Thứ hai');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused).toContainText(vi.errors.SLOW_MODE);
  await expectAccessible(page, 'offline outbox failed');
  await expect(refused.getByRole('button', { name: vi.offline.retry })).toBeVisible();
  // Delete by keyboard: the row goes, and nothing more reaches the server.
  await refused.getByRole('button', { name: vi.offline.delete }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outbox-entry')).toHaveCount(0);
  const { messages } = await apiAs<{ messages: { content?: string }[] }>(request, owner, 'GET', `/messages/by-chat/${group._id}?limit=20`);
  expect(messages.filter((m) => m.content === 'Thứ nhất' || m.content === 'Thứ hai').map((m) => m.content)).toEqual(['Thứ nhất']);
});

test('a session ended on another device clears what was kept offline', async ({ browser, request, user: alice }) => {
  const page = await keptChat(browser, request, alice, 'Phiên sắp hết');

  // Another device changes the password: this tab's socket hears session_ended.
  const other = await (await request.post('/api/auth/login', { data: { username: alice.username, password: alice.password } })).json();
  await apiAs(request, { ...alice, token: other.token }, 'POST', '/auth/change-password', { oldPassword: alice.password, newPassword: 'newpass12' });
  await expect(page).toHaveURL(/\/login\?reason=session-ended$/);
  await expect.poll(() => offlineData(page)).toEqual({});
});
