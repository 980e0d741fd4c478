import { readdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { SAMPLES, storedName, upload } from './fixtures';

const MAX = 41_943_040;
const baseUrl = () => inject('baseUrl');
const uploadDir = () => inject('uploadDir');

/** A GET whose path goes out exactly as written (fetch would resolve `..` itself). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A multipart body of `size` file bytes, produced as it is sent (no Content-Length, nothing held). */
function streamedMultipart(size: number, head: Uint8Array, boundary: string): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1 << 20);
  let sent = 0;
  let phase: 'head' | 'body' | 'tail' | 'done' = 'head';
  return new ReadableStream({
    pull(controller) {
      if (phase === 'head') {
        controller.enqueue(Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`), head]));
        sent = head.length;
        phase = 'body';
      } else if (phase === 'body') {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        controller.enqueue(chunk.subarray(0, n));
        if (sent >= size) phase = 'tail';
      } else if (phase === 'tail') {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        phase = 'done';
      } else {
        controller.close();
      }
    },
  });
}

/** Files of at least 1 MB in the upload folder (partial uploads included). */
const bigFiles = () =>
  readdirSync(uploadDir()).filter((name) => statSync(path.join(uploadDir(), name)).size >= 1 << 20);

async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

let alice: TestUser;

beforeAll(async () => {
  alice = await registerUser();
});

describe('POST /upload', () => {
  it('stores an image under a random name and answers url, fileUrl, fileName, fileType, fileSize', async () => {
    const res = await upload(alice.token, SAMPLES.png, 'Ảnh đẹp.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(res.body.fileUrl).toBe(res.body.url);
    expect(res.body).toMatchObject({ fileName: 'Ảnh đẹp.png', fileType: 'image/png', fileSize: SAMPLES.png.length });
    const row = await (await testDb()).collection('uploadedfiles').findOne({ storedName: storedName(res.body) });
    expect(row).toMatchObject({ originalName: 'Ảnh đẹp.png', mimeType: 'image/png', size: SAMPLES.png.length, kind: 'image' });
    expect(String(row?.uploadedBy)).toBe(alice.id);
  });

  it.each([
    ['clip.mp4', SAMPLES.mp4, 'video/mp4', 'video/mp4'],
    ['voice.webm', SAMPLES.webm, 'audio/webm', 'audio/webm'],
    ['sound.ogg', SAMPLES.ogg, 'audio/ogg', 'audio/ogg'],
    ['sound.wav', SAMPLES.wav, 'audio/wav', 'audio/wav'],
    ['song.mp3', SAMPLES.mp3, 'audio/mpeg', 'audio/mpeg'],
    ['memo.m4a', SAMPLES.m4a, 'audio/x-m4a', 'audio/mp4'],
    ['anim.gif', SAMPLES.gif, 'image/gif', 'image/gif'],
    ['pic.webp', SAMPLES.webp, 'image/webp', 'image/webp'],
    ['doc.pdf', SAMPLES.pdf, 'application/pdf', 'application/pdf'],
    ['report.docx', SAMPLES.zip, 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['old.xls', SAMPLES.cfb, 'application/vnd.ms-excel', 'application/vnd.ms-excel'],
    ['archive.rar', SAMPLES.rar, 'application/octet-stream', 'application/vnd.rar'],
    ['notes.txt', SAMPLES.text, 'text/plain', 'text/plain; charset=utf-8'],
  ])('accepts %s as %s', async (name, bytes, claimed, served) => {
    const res = await upload(alice.token, bytes, name, claimed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fileType).toBe(served);
  });

  it('takes the file from field image (group avatars) and a type field', async () => {
    const res = await upload(alice.token, SAMPLES.jpeg, 'group.jpg', 'image/jpeg', { field: 'image', fields: { type: 'image' } });
    expect(res.status).toBe(200);
    expect(res.body.fileType).toBe('image/jpeg');
  });

  it('refuses an .exe renamed .png, text claiming image/png, markup and unknown bytes with 415', async () => {
    for (const [bytes, name, mime] of [
      [SAMPLES.exe, 'cute-cat.png', 'image/png'],
      [SAMPLES.exe, 'setup.exe', 'application/x-msdownload'],
      [SAMPLES.text, 'photo.png', 'image/png'],
      [SAMPLES.html, 'page.html', 'text/html'],
      [SAMPLES.svg, 'logo.svg', 'image/svg+xml'],
      [SAMPLES.binary, 'blob.bin', 'application/octet-stream'],
    ] as const) {
      const res = await upload(alice.token, bytes, name, mime);
      expect(res.status, name).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    }
    // the type field is a claim too: a PNG announced as a video is refused
    const claimed = await upload(alice.token, SAMPLES.png, 'a.png', 'image/png', { fields: { type: 'video' } });
    expect(claimed.status).toBe(415);
  });

  it('answers 400 VALIDATION_ERROR (file) without a file, with an empty file or a JSON body; 401 without a token', async () => {
    const noFile = new FormData();
    noFile.append('type', 'image');
    expectInvalid(await api('/upload', { body: noFile, token: alice.token }), 'file', 'REQUIRED', 'fileRequired');
    expectInvalid(await upload(alice.token, SAMPLES.png, 'a.png', 'image/png', { field: 'avatar' }), 'file', 'REQUIRED', 'fileRequired');
    expectInvalid(await upload(alice.token, new Uint8Array(0), 'empty.txt', 'text/plain'), 'file', 'EMPTY', 'fileRequired');
    expectInvalid(await api('/upload', { body: { file: { $gt: '' } }, token: alice.token }), 'file', 'REQUIRED', 'fileRequired');
    expect((await upload(undefined, SAMPLES.png, 'a.png', 'image/png')).status).toBe(401);
  });

  it('refuses 41 MB with 413 FILE_TOO_LARGE and keeps no partial file (sized and streamed bodies)', async () => {
    const before = new Set(bigFiles());
    // Content-Length known (as browsers send): refused before the body is read.
    const sized = await upload(alice.token, new Blob([SAMPLES.png, new Uint8Array(41 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    expect([sized.status, sized.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
    // No Content-Length: busboy stops at the limit (one byte over it here).
    for (const size of [MAX + 1, 41 * 1024 * 1024]) {
      const boundary = `b${size}`;
      const res = await fetch(`${baseUrl()}/api/upload`, {
        method: 'POST',
        body: streamedMultipart(size, SAMPLES.png, boundary),
        duplex: 'half',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await res.json()).code).toBe('FILE_TOO_LARGE');
    }
    await eventually(() => bigFiles().every((name) => before.has(name)));
    expect(bigFiles().filter((name) => !before.has(name))).toEqual([]);
  });

  it('accepts exactly 40 MB', async () => {
    const res = await upload(alice.token, new Blob([SAMPLES.png, new Uint8Array(MAX - SAMPLES.png.length)], { type: 'image/png' }), 'max.png');
    expect(res.status).toBe(200);
    expect(res.body.fileSize).toBe(MAX);
  });
});

describe('GET /uploads/{name} and /download/{name}', () => {
  let png: string;
  let text: string;
  let mp4: string;

  beforeAll(async () => {
    png = storedName((await upload(alice.token, SAMPLES.png, 'Ảnh "đẹp".png', 'image/png')).body);
    text = storedName((await upload(alice.token, SAMPLES.html, 'page.txt', 'text/plain')).body);
    mp4 = storedName((await upload(alice.token, SAMPLES.mp4, 'clip.mp4', 'video/mp4')).body);
  });

  // Content-Length: Next 16 drops it from route handler answers; serve-node.test.ts checks the
  // Node-level handler that server.ts can put in front.
  it('serves the file inline with its type, nosniff and a sandboxing CSP, without a token', async () => {
    const res = await fetch(`${baseUrl()}/api/uploads/${png}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
  });

  it('serves uploaded markup as inert text/plain', async () => {
    const res = await fetch(`${baseUrl()}/api/uploads/${text}`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(await res.text()).toBe(SAMPLES.html.toString('utf8'));
  });

  it('downloads as an attachment under the original name (RFC 5987)', async () => {
    const res = await fetch(`${baseUrl()}/api/download/${png}`);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('"đẹp"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('Ảnh "đẹp".png');
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
  });

  it('answers byte ranges with 206 for seeking, and 416 beyond the end', async () => {
    const partial = await fetch(`${baseUrl()}/api/uploads/${mp4}`, { headers: { range: 'bytes=4-11' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 4-11/${SAMPLES.mp4.length}`);
    expect(await partial.text()).toBe('ftypisom');
    const suffix = await fetch(`${baseUrl()}/api/uploads/${mp4}`, { headers: { range: 'bytes=-4' } });
    expect([suffix.status, (await suffix.arrayBuffer()).byteLength]).toEqual([206, 4]);
    const beyond = await fetch(`${baseUrl()}/api/uploads/${mp4}`, { headers: { range: `bytes=${SAMPLES.mp4.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${SAMPLES.mp4.length}`);
  });

  it('answers 404 for unknown names, even a file lying in the folder without a record', async () => {
    const stray = 'ffffffffffffffffffffffffffffffff.png';
    writeFileSync(path.join(uploadDir(), stray), SAMPLES.png);
    for (const route of ['uploads', 'download']) {
      expect((await api(`/${route}/0123456789abcdef0123456789abcdef.png`)).status).toBe(404);
      expect((await api(`/${route}/${stray}`)).status).toBe(404);
      expect((await api(`/${route}/not-a-name`)).body.code).toBe('NOT_FOUND');
    }
  });

  it('never serves anything outside the upload folder', async () => {
    // The upload folder's parent holds the server log; the project root holds package.json.
    const attempts = [
      '..%2Fserver.log',
      '..%2fserver.log',
      '%2e%2e%2fserver.log',
      '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '..%5cserver.log',
      '....%2F%2Fserver.log',
      '%252e%252e%252fserver.log',
      `${png}%00.txt`,
      `..%2F${path.basename(uploadDir())}%2F${png}`,
      '..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '..%2F..%2Fpackage.json',
    ];
    // a plain ../ is resolved by the URL parser before any route sees it (Next's not-found page)
    const plain = await rawGet('/api/uploads/../server.log');
    expect([400, 404]).toContain(plain.status);
    expect(plain.body).not.toContain('[server] ready');
    for (const route of ['uploads', 'download']) {
      for (const attempt of attempts) {
        const res = await rawGet(`/api/${route}/${attempt}`);
        expect([400, 404], `${route}/${attempt}`).toContain(res.status);
        // nothing of /etc/passwd, package.json, the server log or a stored PNG
        expect(res.body).not.toMatch(/root:x:0|"name": "chat-app"|\[server\] ready|IHDR/);
      }
    }
  }, 120_000);
});
