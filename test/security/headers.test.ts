import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySecurityHeaders } from '@/lib/http/security-headers';

// What server.ts does for every page and API answer, on a bare HTTP server (the pages, the
// nonce on Next's scripts and the refusals in a browser: e2e/security-headers.spec.ts).
let server: Server;
let base = '';
let trustProxy = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    applySecurityHeaders(req, res, { dev: req.url === '/dev', trustProxy });
    res.end(String(req.headers['content-security-policy']));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('security headers', () => {
  it('hand Next the same policy the browser gets, with a new nonce each time', async () => {
    const a = await fetch(`${base}/`);
    const b = await fetch(`${base}/`);
    const policy = a.headers.get('content-security-policy') ?? '';
    expect(await a.text()).toBe(policy);
    expect(policy).not.toBe(b.headers.get('content-security-policy'));
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
    expect((await fetch(`${base}/dev`)).headers.get('content-security-policy')).toContain("'unsafe-eval'");
  });

  it('never give two answers the same nonce, across draws of random bytes', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i += 1) {
      const policy = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
    }
    expect(nonces.size).toBe(600);
    expect(nonces.has('')).toBe(false);
  });

  it('send HSTS only over https: never on plain http, and behind a proxy only when trusted', async () => {
    const viaProxy = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${base}/`, viaProxy)).headers.get('strict-transport-security')).toBeNull();
    trustProxy = true;
    expect((await fetch(`${base}/`, viaProxy)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBeNull();
    trustProxy = false;
  });
});
