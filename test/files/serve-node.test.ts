import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser } from '../support/api';
import { SAMPLES, storedName, upload } from './fixtures';

// The Node-level file handler (lib/files/serve-upload-node.ts) that server.ts can call before Next,
// run here in the test process against the same database and upload folder as the app server.

let server: http.Server;
let base: string;
let png: string;
let disconnect: () => Promise<void>;

beforeAll(async () => {
  process.env.MONGODB_URI = inject('mongoUri');
  process.env.UPLOAD_DIR = inject('uploadDir');
  const { connectDb, disconnectDb } = await import('@/lib/db/connect');
  const { handleUploadRequest } = await import('@/lib/files/serve-upload-node');
  await connectDb();
  disconnect = disconnectDb;
  server = http.createServer((req, res) => {
    const served = handleUploadRequest(req, res);
    if (!served) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const alice = await registerUser();
  png = storedName((await upload(alice.token, SAMPLES.png, 'Ảnh.png', 'image/png')).body);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await disconnect?.();
});

describe('handleUploadRequest (Node level, for server.ts)', () => {
  it('serves inline with Content-Length and the same safety headers', async () => {
    const res = await fetch(`${base}/api/uploads/${png}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(SAMPLES.png.length));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
  });

  it('answers ranges with Content-Length, downloads as attachment, HEAD without a body', async () => {
    const partial = await fetch(`${base}/api/uploads/${png}`, { headers: { range: 'bytes=1-3' } });
    expect([partial.status, partial.headers.get('content-length'), await partial.text()]).toEqual([206, '3', 'PNG']);
    const download = await fetch(`${base}/api/download/${png}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''%E1%BA%A2nh\.png$/);
    expect(download.headers.get('content-length')).toBe(String(SAMPLES.png.length));
    const head = await fetch(`${base}/api/uploads/${png}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(SAMPLES.png.length)]);
  });

  it('answers 404 JSON for unknown or malformed names and leaves other paths to Next', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fpackage.json', '%2e%2e%2fpackage.json', '%E0%A4%A']) {
      const res = await fetch(`${base}/api/download/${name}`);
      expect(res.status, name).toBe(404);
      expect((await res.json()).code).toBe('NOT_FOUND');
    }
    expect((await fetch(`${base}/api/uploads/a/b`)).status).toBe(418);
    expect((await fetch(`${base}/api/upload`)).status).toBe(418);
  });
});
