import { request, type ClientRequest } from 'node:http';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registerUser } from '../support/api';
import { messages } from '../auth/helpers';

// API.md: a call that needs a session authenticates before it reads the body,
// and JSON bodies over 1 MB are refused with 413 PAYLOAD_TOO_LARGE while they stream in, before
// they have been read whole. The bodies here never end: only an answer given before the end
// can arrive at all.

const MB = 1024 * 1024;
const open: ClientRequest[] = [];
afterEach(() => {
  open.splice(0).forEach((req) => req.destroy());
});

interface Answer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * POSTs to `/api<path>`, writes `bytes` of a JSON body (chunked unless `contentLength` is given)
 * and never ends it; resolves with the server's answer. Fails if none comes within `failAfterMs`.
 */
/**
 * Just past the limit (whole 64 KB chunks): the server has read every byte sent when it refuses,
 * so closing the connection cannot reset it under an answer still on its way to the client (a
 * client still writing then gets EPIPE and never sees the 413).
 */
const JUST_OVER_LIMIT = MB + 1;
/**
 * For the calls refused before any byte is read: one 64 KB chunk, written at once, so the client
 * is not still writing when the server closes the connection under its answer (EPIPE).
 */
const ONE_CHUNK = 1;

function neverEndingPost(path: string, opts: { bytes: number; headers?: Record<string, string>; contentLength?: number; failAfterMs?: number }): Promise<Answer> {
  const url = new URL(`${inject('baseUrl')}/api${path}`);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.contentLength !== undefined) headers['content-length'] = String(opts.contentLength);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let body: any = text;
        try {
          body = JSON.parse(text);
        } catch {
          // keep the text for the assertion
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    open.push(req);
    const timer = setTimeout(() => reject(new Error(`no answer to ${path} while its body was still open`)), opts.failAfterMs ?? 20_000);
    // Errors after the answer (the server closing a connection whose body it refused) are fine.
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write('{"content":"');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    const pump = () => {
      while (written < opts.bytes) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('JSON bodies: authentication first, 1 MB at most', () => {
  it('a call that needs a session answers 401 without a token before reading the body', async () => {
    const answer = await neverEndingPost('/user/update-private', { bytes: ONE_CHUNK });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHORIZED');
  });

  it('with a bad token too, even when the body announces 200 MB', async () => {
    const answer = await neverEndingPost('/messages/send', { bytes: ONE_CHUNK, contentLength: 200 * MB, headers: { authorization: 'Bearer not-a-token' } });
    expect(answer.status).toBe(401);
  });

  it('a signed-in call with a body over 1 MB streaming in: 413 PAYLOAD_TOO_LARGE, in the asked language', async () => {
    const alice = await registerUser();
    const answer = await neverEndingPost('/messages/send?lang=en', { bytes: JUST_OVER_LIMIT, headers: { authorization: `Bearer ${alice.token}` } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: messages('en').errors.PAYLOAD_TOO_LARGE });
  });

  it('a declared Content-Length over 1 MB is refused before any of it is read, on public calls too', async () => {
    const answer = await neverEndingPost('/auth/login', { bytes: 0, contentLength: 5 * MB, headers: { 'accept-language': 'zh' } });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.body.message).toBe(messages('zh').errors.PAYLOAD_TOO_LARGE);
  });

  it('a public call with a chunked body over 1 MB: 413', async () => {
    const answer = await neverEndingPost('/auth/login', { bytes: JUST_OVER_LIMIT });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body just under 1 MB is still read (and judged on its content)', async () => {
    const alice = await registerUser();
    const content = 'x'.repeat(MB - 200);
    const res = await fetch(`${inject('baseUrl')}/api/user/update-private`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ isPrivate: true, padding: content }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).isPrivate).toBe(true);
  });
});
