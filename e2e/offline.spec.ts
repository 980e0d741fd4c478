import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, chatRow, composer, directChat, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
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
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText(vi.offline.banner);
  await expect(chatRow(page, bob.username)).toBeVisible();
  await expect(messageWith(page, 'Trước khi mất mạng')).toBeVisible();

  // Written offline: it waits, shown with its clock and label, and survives a reload.
  await composer(page).fill('Gửi khi có mạng');
  await composer(page).press('Enter');
  await expect(outboxEntry(page, 'Gửi khi có mạng')).toHaveAttribute('data-state', 'waiting');
  await expect(outboxEntry(page, 'Gửi khi có mạng')).toContainText(vi.offline.waiting);
  await expect(composer(page)).toHaveValue('');
  await page.reload();
  await expect(outboxEntry(page, 'Gửi khi có mạng')).toHaveAttribute('data-state', 'waiting');
  // Files are refused with a note and stay pending.
  await page.getByTestId('file-input').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: vi.composer.send, exact: true }).click();
  await expect(page.getByTestId('notice').filter({ hasText: vi.offline.filesOffline })).toBeVisible();

  const bobPage = await openAs(browser, bob);
  await openChat(bobPage, alice.username);

  await page.context().setOffline(false);
  await expect(messageWith(page, 'Gửi khi có mạng')).toHaveCount(1);
  await expect(page.getByTestId('outbox-entry')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).not.toContainText(vi.offline.banner);
  await expect(messageWith(bobPage, 'Gửi khi có mạng')).toHaveCount(1);
  const { messages } = await apiAs<{ messages: { content?: string }[] }>(request, bob, 'GET', `/messages/by-chat/${chat._id}?limit=20`);
  expect(messages.filter((m) => m.content === 'Gửi khi có mạng')).toHaveLength(1);
  await bobPage.context().close();
});

test('logout clears what was kept offline: the chats and the unsent texts', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'Giữ lại khi offline');
  const page = await openAs(browser, alice);
  await openChat(page, bob.username);
  await expect.poll(() => keptHistoryHas(page, alice.id, chat._id, 'Giữ lại khi offline')).toBe(true);

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
