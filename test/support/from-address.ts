import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import type { ApiAnswer } from './api';

/**
 * A loopback address of the test's own (127.0.0.x): the server sees it as the client address, so
 * a test of a per-address limit neither trips nor is tripped by the other tests (all 127.0.0.1).
 */
export function ownLoopbackAddress(): string {
  // Random over 127.1.0.0/16 ... 127.254.0.0/16: files and runs never share one by accident.
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** POSTs JSON to `/api<path>` from `localAddress`. */
export function postFrom<T = Record<string, any>>(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  const url = new URL(`${inject('baseUrl')}/api${path}`);
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: any = text;
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            // not JSON: the assertion shows the text
          }
          const responseHeaders = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') responseHeaders.set(k, v);
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: responseHeaders });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
