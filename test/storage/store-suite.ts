import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../files/fixtures';
import { startOwnStack } from '../support/own-stack';
import type { Stack } from '../support/stack';

// The same upload behaviours against each file store (disk.test.ts, s3.test.ts): an upload and
// its download, byte ranges of a large (multipart) file, refusals before the body is read whole
// that leave nothing in the store, the store away (503 STORAGE_UNAVAILABLE with Retry-After, never
// 500) and back, and `npm run uploads:migrate` run twice.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

/** One store as the suite drives it. */
export interface StoreUnderTest {
  /** the app server's environment for this store */
  env: Record<string, string>;
  /** every name in the store, partial and hidden ones included */
  names(): Promise<string[]>;
  /** writes still open in the store (S3 multipart uploads; a folder has none apart from names) */
  openWrites(): Promise<number>;
  /** When (the last-modified time) the store wrote `name`, to tell a copy from a new write. */
  writtenAt(name: string): Promise<number>;
  /** the store stops answering or taking files; `readsFail` when reads fail too */
  takeAway(): Promise<void>;
  bringBack(): Promise<void>;
  readsFail: boolean;
  stop(): Promise<void>;
}

const MB = 1024 * 1024;

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A deterministic, non-repeating byte pattern (a range read from the wrong offset shows). */
function pattern(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) bytes.writeUInt32BE(i, i);
  return bytes;
}

export function describeStore(name: string, open: (dir: string) => Promise<StoreUnderTest | undefined>, dir: string) {
  let store: StoreUnderTest | undefined;
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    store = await open(dir);
    if (!store) return;
    ({ stack, token } = await startOwnStack(`store-${name}`, store.env));
  }, 600_000);

  afterAll(async () => {
    await stack?.stop();
    await store?.stop();
  });

  /** POST /upload with the file, then (as browsers send them) the `fields`. */
  async function upload(bytes: Uint8Array, fileName: string, mime: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mime }), fileName);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const res = await fetch(`${stack.baseUrl}/api/upload?lang=en`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
  }
  const stored = (answer: { body: { url: string } }) => answer.body.url.replace('/uploads/', '');
  const get = (route: string, file: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${stack.baseUrl}/api/${route}/${file}`, { method, headers });

  /** A multipart upload whose file starts with `head`; the rest never comes until `end` is called. */
  function hangingUpload(head: Uint8Array) {
    const boundary = 'hanging-boundary';
    const { hostname, port } = new URL(stack.baseUrl);
    const req = http.request({ host: hostname, port, path: '/api/upload', method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    req.on('error', () => undefined);
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cat.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(head);
    return { answer, end: () => req.destroy() };
  }

  /** A test that needs the store: skipped where it could not be had (no MinIO and no Go). */
  const storeIt = (title: string, fn: () => Promise<void>) =>
    it(title, async (ctx) => {
      if (!store) return ctx.skip();
      await fn();
    });

  describe(`uploads in the ${name} store`, () => {
    storeIt('an upload is stored under its random name and downloads with its headers, inline, attached and HEAD', async () => {
      const answer = await upload(SAMPLES.png, 'Ảnh.png', 'image/png');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const file = stored(answer);
      expect(await store!.names()).toContain(file);
      const inline = await get('uploads', file);
      expect(inline.status).toBe(200);
      expect(inline.headers.get('content-type')).toBe('image/png');
      expect(inline.headers.get('content-length')).toBe(String(SAMPLES.png.length));
      expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
      expect(inline.headers.get('content-security-policy')).toContain('sandbox');
      expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(Buffer.from(await inline.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
      const attached = await get('download', file);
      expect(attached.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''%E1%BA%A2nh\.png$/);
      expect(Buffer.from(await attached.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
      const head = await get('uploads', file, {}, 'HEAD');
      expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([200, String(SAMPLES.png.length), 0]);
    });

    storeIt('a 12 MB file streams in (in parts) and byte ranges read from its middle, its end and beyond', async () => {
      const bytes = Buffer.concat([SAMPLES.mp4, pattern(12 * MB)]);
      const answer = await upload(bytes, 'film.mp4', 'video/mp4');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.fileSize).toBe(bytes.length);
      const file = stored(answer);
      const start = 7 * MB + 3;
      const middle = await get('uploads', file, { range: `bytes=${start}-${start + 99}` });
      expect(middle.status).toBe(206);
      expect(middle.headers.get('content-range')).toBe(`bytes ${start}-${start + 99}/${bytes.length}`);
      expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(start, start + 100))).toBe(true);
      const tail = await get('uploads', file, { range: 'bytes=-10' });
      expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
      const beyond = await get('uploads', file, { range: `bytes=${bytes.length}-` });
      expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${bytes.length}`]);
      const whole = await get('download', file);
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    });

    storeIt('a `type` sent after the file counts too: another reading renames the stored file, a refusal removes it', async () => {
      const before = await store!.names();
      const video = await upload(SAMPLES.ogg, 'clip.ogg', 'application/octet-stream', { type: 'video' });
      expect([video.status, video.body.fileType]).toEqual([200, 'video/ogg']);
      expect(video.body.url).toMatch(/\.ogv$/);
      expect((await store!.names()).sort()).toEqual([...before, stored(video)].sort());
      const refused = await upload(SAMPLES.png, 'pic.png', 'image/png', { type: 'video' });
      expect([refused.status, refused.body.code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
      expect((await store!.names()).sort()).toEqual([...before, stored(video)].sort());
    });

    storeIt('a refused type is answered from the first bytes, before the rest is sent, and nothing is stored', async () => {
      const before = await store!.names();
      // A program named cat.png: its first 8 KB are sent, the rest never comes.
      const upload = hangingUpload(Buffer.concat([SAMPLES.exe, Buffer.alloc(8192 - SAMPLES.exe.length, 1)]));
      try {
        const answer = await upload.answer;
        expect(answer.status).toBe(415);
        expect(JSON.parse(answer.body).code).toBe('UNSUPPORTED_FILE_TYPE');
      } finally {
        upload.end();
      }
      expect(await store!.names()).toEqual(before);
      expect(await store!.openWrites()).toBe(0);
    });

    storeIt('a body over 40 MB is refused (unread when it says its length, at the limit when it does not) and leaves nothing', async () => {
      const before = await store!.names();
      const big = new Blob([SAMPLES.png, new Uint8Array(41 * MB)], { type: 'image/png' });
      const sized = await upload(new Uint8Array(await big.arrayBuffer()), 'big.png', 'image/png');
      expect([sized.status, sized.body.code]).toEqual([413, 'FILE_TOO_LARGE']);
      // No Content-Length: the file streams into the store until busboy stops it at the limit.
      const boundary = 'streamed-boundary';
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
          if (sent >= 41 * MB) return controller.close();
          controller.enqueue(sent === 0 ? Buffer.concat([SAMPLES.png, Buffer.alloc(MB - SAMPLES.png.length)]) : new Uint8Array(MB));
          sent += MB;
        },
      });
      const streamed = await fetch(`${stack.baseUrl}/api/upload`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      expect([streamed.status, ((await streamed.json()) as any).code]).toEqual([413, 'FILE_TOO_LARGE']);
      expect(await eventually(() => store!.names(), (names) => names.length === before.length)).toEqual(before);
      expect(await eventually(() => store!.openWrites(), (open) => open === 0)).toBe(0);
    });

    storeIt('the store away: 503 STORAGE_UNAVAILABLE with Retry-After, never 500; back: uploads and downloads work', async () => {
      const kept = stored(await upload(SAMPLES.jpeg, 'kept.jpg', 'image/jpeg'));
      await store!.takeAway();
      try {
        const refused = await upload(SAMPLES.png, 'away.png', 'image/png');
        expect(refused.status).toBe(503);
        expect(refused.body.code).toBe('STORAGE_UNAVAILABLE');
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        const read = await get('uploads', kept);
        if (store!.readsFail) {
          expect([read.status, read.headers.get('retry-after') !== null, ((await read.json()) as any).code]).toEqual([503, true, 'STORAGE_UNAVAILABLE']);
        } else {
          expect(read.status).toBe(200);
        }
      } finally {
        await store!.bringBack();
      }
      const again = await upload(SAMPLES.png, 'back.png', 'image/png');
      expect(again.status).toBe(200);
      expect(Buffer.from(await (await get('uploads', kept)).arrayBuffer()).equals(SAMPLES.jpeg)).toBe(true);
    });

    storeIt('npm run uploads:migrate copies a folder into the store; run twice, the second copies nothing and the objects stay', async () => {
      const from = path.join(dir, 'old-uploads');
      mkdirSync(from, { recursive: true });
      const files = Object.fromEntries(['a', 'b', 'c'].map((digit, i) => [`${digit.repeat(32)}.bin`, pattern(1000 * (i + 1))]));
      for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(from, file), bytes);
      writeFileSync(path.join(from, '.1234.upload'), 'a partial upload');
      writeFileSync(path.join(from, 'notes.txt'), 'not a stored name');
      const migrate = () => run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/migrate-uploads.ts', '--from', from], { cwd: ROOT, env: { ...process.env, ...store!.env, UPLOAD_DIR: store!.env.UPLOAD_DIR ?? path.join(dir, 'unused') } });

      const first = await migrate();
      expect(first.stdout).toContain('3/3: 3 copied (0.0 MB), 0 already there, 0 failed');
      const names = (await store!.names()).filter((file) => file in files);
      expect(names.sort()).toEqual(Object.keys(files).sort());
      const written = await Promise.all(names.map((file) => store!.writtenAt(file)));

      await new Promise((resolve) => setTimeout(resolve, 1100)); // a rewrite would show a later time
      const second = await migrate();
      expect(second.stdout).toContain('3/3: 0 copied (0.0 MB), 3 already there, 0 failed');
      expect(await Promise.all(names.map((file) => store!.writtenAt(file)))).toEqual(written);
      expect((await store!.names()).filter((file) => !(file in files) && /notes|\.upload$/.test(file))).toEqual([]);
    });
  });
}
