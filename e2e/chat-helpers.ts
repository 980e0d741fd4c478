import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, registerUser, seedSession, type E2EUser } from './fixtures';
import { vi } from './support/messages';

// Helpers of the chat screen's specs (e2e/chat-*.spec.ts): API shortcuts for seeding, a second
// person in their own browser context, and the screen's main locators (Vietnamese, the default).

export async function apiAs<T = any>(request: APIRequestContext, user: E2EUser, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${user.token}` }, data: data as never });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()} ${JSON.stringify(body)}`);
  return body as T;
}

export const directChat = async (request: APIRequestContext, a: E2EUser, b: E2EUser): Promise<{ _id: string }> =>
  (await apiAs(request, a, 'POST', '/chat/create', { members: [b.id], type: 'single' })).chat;

export const groupChat = async (request: APIRequestContext, owner: E2EUser, name: string, members: E2EUser[]): Promise<{ _id: string }> =>
  (await apiAs(request, owner, 'POST', '/chat/create-group', { name, members: members.map((m) => m.id) })).chat;

export const sendText = async (request: APIRequestContext, user: E2EUser, chatId: string, content: string, extra: Record<string, unknown> = {}) =>
  (await apiAs(request, user, 'POST', '/messages/send', { chatId, type: 'text', content, ...extra })).message as { _id: string };

/** A signed-in page on /chat for `user`, in its own browser context. */
export async function openAs(browser: Browser, user: E2EUser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await seedSession(page, user);
  await page.goto('/chat');
  // A bound, not a wait: a first load of /chat (its scripts, the session, the chat list) took
  // more than the 10 s default under stress-ng with both Playwright workers opening pages.
  await expect(page.getByRole('complementary', { name: vi.sidebar.label })).toBeVisible({ timeout: 30_000 });
  return page;
}

export async function newPerson(request: APIRequestContext): Promise<E2EUser> {
  return registerUser(request);
}

// ---- locators ----
export const composer = (page: Page) => page.getByRole('textbox', { name: vi.composer.placeholder });
export const chatRow = (page: Page, name: string) => page.getByTestId('chat-row').filter({ has: page.getByTestId('chat-row-name').getByText(name, { exact: true }) });
export const messages = (page: Page) => page.getByTestId('message-list').getByTestId('message');
export const messageWith = (page: Page, text: string) => messages(page).filter({ hasText: text });
export const notices = (page: Page) => page.getByTestId('notice');

/** Opens the chat with that name from the sidebar and waits for its conversation. */
export async function openChat(page: Page, name: string): Promise<void> {
  await chatRow(page, name).getByRole('button').first().click();
  await expect(page.getByTestId('conversation')).toBeVisible();
}

/**
 * Mutes the chat's notifications on this device (they are kept in the browser) and reloads, so
 * the list draws the chat muted; waits for its unread count, as a muted chat shows it.
 */
export async function muteOnThisDevice(page: Page, chatId: string, name: string, unread: number): Promise<void> {
  await page.evaluate((id) => localStorage.setItem('mutedChats', JSON.stringify([id])), chatId);
  await page.reload();
  await expect(chatRow(page, name).getByTestId('unread-count')).toHaveText(String(unread));
}

export async function typeAndSend(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messageWith(page, text).last()).toBeVisible();
}

/** Opens a message's context menu by right click. */
export async function messageMenu(page: Page, message: Locator): Promise<Locator> {
  await message.locator('[class*="bubble"]').first().click({ button: 'right' });
  const menu = page.getByRole('menu', { name: vi.conversation.messageMenu });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Opens a message's context menu and picks one of its items. The menu closes by itself 4 s after
 * it shows (SPEC.md); on a busy machine the click can come later than that, so the menu is
 * opened again until the click lands. A click that came after the menu had closed lands on what
 * was under it (a .ci/run saw it open the header's jump-to-date dialog, whose overlay then took
 * every later click): a dialog still open from such a click is closed before the next try.
 */
export async function pickFromMessageMenu(page: Page, message: Locator, item: { name: string; exact?: boolean }): Promise<void> {
  await expect(async () => {
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    const menu = await messageMenu(page, message);
    await menu.getByRole('menuitem', item).click({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
}

// ---- files ----
export const pngImage = (width = 480, height = 320, color = '#4f7cf0') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffd166"/></svg>`), top: 0, left: 0 }])
    .png()
    .toBuffer();

export const webpSticker = () =>
  sharp({ create: { width: 128, height: 128, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg width="128" height="128"><circle cx="64" cy="64" r="56" fill="#ff6b6b"/><circle cx="44" cy="54" r="8"/><circle cx="84" cy="54" r="8"/><path d="M40 82 Q64 104 88 82" stroke="#000" stroke-width="6" fill="none"/></svg>'), top: 0, left: 0 }])
    .webp()
    .toBuffer();

export const pdfFile = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** Uploads a file through the API (for seeding stickers and images). */
export async function uploadAs(request: APIRequestContext, user: E2EUser, name: string, mimeType: string, buffer: Buffer) {
  const res = await request.post('/api/upload', { headers: { Authorization: `Bearer ${user.token}` }, multipart: { file: { name, mimeType, buffer } } });
  const body = await res.json();
  if (!res.ok()) throw new Error(`upload answered ${res.status()} ${JSON.stringify(body)}`);
  return body as { url: string; fileName: string; fileType: string; fileSize: number };
}
