import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser } from '../support/api';
import { SAMPLES, storedName, upload } from './fixtures';

// Stored files are answered by server.ts's Node door (lib/http/node-api.ts, lib/api/stored-file-route.ts),
// not by a route handler: with Content-Length (Next drops it), through the same pipeline as every
// /api call (errors as JSON in the asked language).

const base = () => inject('baseUrl');
let png: string;

beforeAll(async () => {
  const alice = await registerUser();
  png = storedName((await upload(alice.token, SAMPLES.png, 'Ảnh.png', 'image/png')).body);
});

describe('the stored files door', () => {
  it('serves inline with Content-Length, its own policy, and no ban on framing', async () => {
    const res = await fetch(`${base()}/api/uploads/${png}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(SAMPLES.png.length));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).not.toContain('nonce');
    // The app previews its own uploads in a frame.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
  });

  it('answers ranges with Content-Length, downloads as attachment, HEAD without a body', async () => {
    const partial = await fetch(`${base()}/api/uploads/${png}`, { headers: { range: 'bytes=1-3' } });
    expect([partial.status, partial.headers.get('content-length'), await partial.text()]).toEqual([206, '3', 'PNG']);
    const download = await fetch(`${base()}/api/download/${png}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''%E1%BA%A2nh\.png$/);
    expect(download.headers.get('content-length')).toBe(String(SAMPLES.png.length));
    const head = await fetch(`${base()}/api/uploads/${png}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(SAMPLES.png.length)]);
  });

  it('refuses as the pipeline does: 404 JSON in the asked language, 400 for an undecodable name, 405 for other methods', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fpackage.json', '%2e%2e%2fpackage.json']) {
      const res = await fetch(`${base()}/api/download/${name}?lang=en`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', resource: 'file', message: 'Not found.' });
    }
    const undecodable = await fetch(`${base()}/api/download/%E0%A4%A`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(undecodable.status).toBe(400);
    expect(await undecodable.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const posted = await fetch(`${base()}/api/uploads/${png}`, { method: 'POST' });
    expect([posted.status, posted.headers.get('allow')]).toEqual([405, 'OPTIONS, GET, HEAD']);
    // Deeper paths are no file: Next's not-found.
    expect((await fetch(`${base()}/api/uploads/a/b`)).status).toBe(404);
  });
});
