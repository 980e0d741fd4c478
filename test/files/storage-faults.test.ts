import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack } from '../support/own-stack';
import type { Stack } from '../support/stack';
import { sh as run, tryMountTmpfs } from '../support/tmpfs';
import { SAMPLES } from './fixtures';

// The upload folder full (ENOSPC) or read-only (EROFS), for real: a 3 MB tmpfs as UPLOAD_DIR of
// a server of this file's own, remounted read-only. Uploads answer 507 STORAGE_FULL or 503
// STORAGE_UNAVAILABLE with Retry-After in the caller's language, never 500, and leave nothing
// half-written; once there is room again, or the folder is writable, uploads work.
// Mounting needs root (or CAP_SYS_ADMIN): without it, the read-only case runs on a folder the
// server may not write (chmod), and the full case is skipped.

type Lang = 'vi' | 'en' | 'zh';
const texts = (lang: Lang) => JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8')).errors;

const root = mkdtempSync(path.join(os.tmpdir(), 'chat-storage-'));
const uploads = path.join(root, 'uploads');
mkdirSync(uploads);
const mounted = tryMountTmpfs(uploads, '3m');
const asRoot = process.getuid?.() === 0;

let stack: Stack;
let token: string;

beforeAll(async () => {
  ({ stack, token } = await startOwnStack('storage', { UPLOAD_DIR: uploads }));
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  if (mounted) run('umount', [uploads]);
  rmSync(root, { recursive: true, force: true });
});

async function send(pathAndQuery: string, form: FormData, headers: Record<string, string> = {}, method = 'POST') {
  const res = await fetch(`${stack.baseUrl}/api${pathAndQuery}`, { method, body: form, headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

function fileForm(field: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return form;
}

const upload = (bytes: Uint8Array, name: string, headers?: Record<string, string>, query = '') => send(`/upload${query}`, fileForm('file', bytes, name, 'text/plain'), headers);
const stored = () => readdirSync(uploads);

const refusal = (code: string, lang: Lang) => ({ status: code === 'STORAGE_FULL' ? 507 : 503, retryAfter: '60', body: { success: false, code, message: texts(lang)[code], retryAfterSeconds: 60 } });

describe('a full or read-only upload folder', () => {
  it.skipIf(!mounted)('full: 507 STORAGE_FULL with Retry-After, in the caller language, no partial file; room again: uploads work', async () => {
    const big = Buffer.alloc(700 * 1024, 'a');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await upload(big, `big-${i}.txt`, { 'accept-language': 'en' }));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    const refused = answers.slice(accepted.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer).toEqual(refusal('STORAGE_FULL', 'en'));
    // Only the accepted files: no partial upload, no temporary file.
    expect(stored().sort()).toEqual(accepted.map((a) => a.body.url.replace('/uploads/', '')).sort());
    // A small file may still fit; if not, the refusal is in the language asked for.
    const small = await upload(SAMPLES.text, 'small.txt', {}, '?lang=zh');
    if (small.status !== 200) expect(small).toEqual(refusal('STORAGE_FULL', 'zh'));

    for (const name of stored()) rmSync(path.join(uploads, name));
    expect((await upload(big, 'after.txt')).status).toBe(200);
  });

  it.skipIf(!mounted && asRoot)('read-only: 503 STORAGE_UNAVAILABLE with Retry-After for uploads and group pictures; writable again: they work', async () => {
    const group = await fetch(`${stack.baseUrl}/api/chat/create-group`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Read-only', members: [] }),
    });
    const groupId = ((await group.json()) as any).chat.id;
    const avatar = () => send(`/group/${groupId}/change-avatar?lang=zh`, fileForm('avatar', SAMPLES.png, 'a.png', 'image/png'), {}, 'PUT');
    const before = stored();
    if (mounted) run('mount', ['-o', 'remount,ro', uploads]);
    else run('chmod', ['0555', uploads]);
    try {
      expect(await upload(SAMPLES.text, 'note.txt')).toEqual(refusal('STORAGE_UNAVAILABLE', 'vi'));
      expect(await upload(SAMPLES.text, 'note.txt', { 'accept-language': 'en' })).toEqual(refusal('STORAGE_UNAVAILABLE', 'en'));
      expect(await avatar()).toEqual(refusal('STORAGE_UNAVAILABLE', 'zh'));
      expect(stored()).toEqual(before);
    } finally {
      if (mounted) run('mount', ['-o', 'remount,rw', uploads]);
      else run('chmod', ['0755', uploads]);
    }
    expect((await upload(SAMPLES.text, 'note.txt')).status).toBe(200);
    expect((await avatar()).status).toBe(200);
  });
});
