import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type E2EUser } from './fixtures';
import { vi } from './support/messages';

// Helpers of the sticker manager's specs (e2e/stickers-*.spec.ts): sample files, sets and stickers
// made through the API, a file dropped the way a browser drops it, and the page's main locators.

export const t = vi.stickers;

/** A small smiley PNG in the given colour (a real image: the server sniffs the bytes). */
export function smiley(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="${color}"/><circle cx="34" cy="40" r="6" fill="#333"/><circle cx="62" cy="40" r="6" fill="#333"/><path d="M28 58 Q48 78 68 58" stroke="#333" stroke-width="5" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The first bytes of a WebM file: enough for the server's sniffer (EBML magic + DocType webm). */
export const FAKE_WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(200, 0)]);

/** The first page of an Ogg file (capture pattern OggS). */
export const FAKE_OGG = Buffer.concat([Buffer.from('OggS'), Buffer.from([0x00, 0x02]), Buffer.alloc(200, 0)]);

const auth = (user: E2EUser) => ({ Authorization: `Bearer ${user.token}` });

export async function createSetByApi(request: APIRequestContext, user: E2EUser, name: string): Promise<string> {
  const res = await request.post('/api/user/my-stickers', { headers: auth(user), data: { name } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).stickerSet._id as string;
}

export async function listSetsByApi(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/user/my-stickers', { headers: auth(user) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).stickerSets as { _id: string; name: string; stickers: { _id: string; url: string; title: string }[] }[];
}

export async function addStickerByApi(request: APIRequestContext, user: E2EUser, setId: string, file: { name: string; mimeType: string; buffer: Buffer }, title: string) {
  const upload = await request.post('/api/upload', { headers: auth(user), multipart: { file } });
  expect(upload.ok()).toBeTruthy();
  const { url } = await upload.json();
  const res = await request.post(`/api/user/my-stickers/${setId}/add`, { headers: auth(user), data: { url, title } });
  expect(res.ok()).toBeTruthy();
}

/** Drops a file on the element the way a browser does: dragenter, dragover, drop with a DataTransfer. */
export async function dropFile(page: Page, target: Locator, file: { name: string; type: string; base64?: string; size?: number }) {
  const dataTransfer = await page.evaluateHandle((spec) => {
    const bytes = spec.base64 ? Uint8Array.from(atob(spec.base64), (c) => c.charCodeAt(0)) : new Uint8Array(spec.size ?? 0);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], spec.name, { type: spec.type }));
    return transfer;
  }, file);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

export const setCard = (page: Page, name: string) => page.getByTestId('sticker-set').filter({ hasText: name });
/** The set's expand/collapse button (its name is the set name and the sticker count). */
export const toggle = (card: Locator) => card.locator('button[aria-expanded]');
export const status = (scope: Page | Locator, text: string) => scope.getByRole('status').filter({ hasText: text });
