import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressedAssets, pickEncoding } from '@/lib/http/compressed-assets';

// The build's scripts served brotli-compressed by the app (the proxy passes them through): a
// real HTTP server with the handler in front of a stand-in for Next, which answers the rest.
const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-assets-'));
const script = `console.log(${JSON.stringify('tiếng Việt '.repeat(2000))});\n`;
let baseUrl = '';
let server: http.Server;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'static/chunks/app.js'), script);
  writeFileSync(path.join(dir, 'secret.js'), 'not an asset');
  const serve = compressedAssets(path.join(dir, 'static'));
  server = http.createServer((req, res) => {
    if (serve(req, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('from next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, acceptEncoding?: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${pathname}`, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed build assets', () => {
  it('picks brotli where accepted, else gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('leaves the first request to Next, then answers brotli or gzip from what it compressed once', async () => {
    expect((await get('/_next/static/chunks/app.js', 'br')).body.toString()).toBe('from next');
    // Compressed in the background: wait for the state, not for a time.
    await vi.waitFor(async () => expect((await get('/_next/static/chunks/app.js', 'br')).headers['content-encoding']).toBe('br'), { timeout: 10_000, interval: 50 });
    const br = await get('/_next/static/chunks/app.js?v=1', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/javascript; charset=utf-8', vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script) / 10);

    const gz = await get('/_next/static/chunks/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.body.length).toBeGreaterThan(br.body.length);

    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves everything else to Next: no encoding accepted, other paths, files outside the build', async () => {
    await vi.waitFor(async () => expect((await get('/_next/static/chunks/app.js', 'br')).headers['content-encoding']).toBe('br'), { timeout: 10_000, interval: 50 });
    expect((await get('/_next/static/chunks/app.js')).body.toString()).toBe('from next');
    expect((await get('/_next/static/chunks/missing.js', 'br')).body.toString()).toBe('from next');
    expect((await get('/_next/static/../secret.js', 'br')).body.toString()).toBe('from next');
    expect((await get('/_next/static/chunks/%2e%2e/%2e%2e/secret.js', 'br')).body.toString()).toBe('from next');
    expect((await get('/login', 'br')).body.toString()).toBe('from next');
  });
});
