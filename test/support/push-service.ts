import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import jwt from 'jsonwebtoken';

/** A browser's side of one subscription: its endpoint and the keys it would hand the server. */
export interface FakeDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  deviceId: string;
  headers: IncomingHttpHeaders;
  /** the decrypted JSON payload */
  payload: Record<string, any>;
  /** the VAPID public key the push was signed with */
  vapidKey: string;
  at: number;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/** The raw P-256 point of a VAPID `k=` as a key node can verify ES256 with. */
function vapidPublicKey(raw: Buffer) {
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
}

/**
 * A stand-in push service (RFC 8030) on 127.0.0.1, as a browser vendor's would be: it takes a
 * push only with a valid VAPID JWT (RFC 8292: ES256 by the key in `k=`, audience its own origin,
 * not expired, a subject) and a payload that decrypts (aes128gcm, RFC 8291) with the private key
 * of the device it is addressed to; anything else is refused (and recorded). Answers can be
 * scripted per device (410, 429 with Retry-After ...); otherwise 201.
 */
export async function startPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const scripted = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const attempts: { deviceId: string; at: number; status: number }[] = [];
  let origin = '';

  function check(deviceId: string, headers: IncomingHttpHeaders, body: Buffer): { payload: Record<string, any>; vapidKey: string } {
    const device = devices.get(deviceId);
    if (!device) throw new Error(`unknown device ${deviceId}`);
    const match = /^vapid t=([^,]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
    if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
    const claims = jwt.verify(match[1], vapidPublicKey(Buffer.from(match[2], 'base64url')), { algorithms: ['ES256'], audience: origin }) as { sub?: string };
    if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`bad VAPID subject ${claims.sub}`);
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${headers['content-encoding']}`);
    if (!headers.ttl) throw new Error('no TTL');
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') });
    return { payload: JSON.parse(plain.toString('utf8')), vapidKey: match[2] };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const deviceId = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const answer = scripted.get(deviceId)?.shift() ?? { status: 201 };
      attempts.push({ deviceId, at: Date.now(), status: answer.status });
      try {
        const { payload, vapidKey } = check(deviceId, req.headers, Buffer.concat(chunks));
        if (answer.status === 201) received.push({ deviceId, headers: req.headers, payload, vapidKey, at: Date.now() });
        res.writeHead(answer.status, answer.headers).end();
      } catch (error) {
        refused.push(`${deviceId}: ${(error as Error).message}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    attempts,
    /** A new device (a browser profile): its endpoint here and the keys to subscribe with. */
    device(): FakeDevice {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** The next answers to pushes for this device, in order (then 201 again). */
    answer(deviceId: string, ...answers: Answer[]) {
      scripted.set(deviceId, [...(scripted.get(deviceId) ?? []), ...answers]);
    },
    pushesTo: (deviceId: string) => received.filter((push) => push.deviceId === deviceId),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
