import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { MongoClient, type Db } from 'mongodb';
import { io, type Socket } from 'socket.io-client';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const fmt = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(ms < 10 ? 2 : 1)} ms` : 'n/a');
/** NaN stays NaN (JSON writes it as null). */
export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** Resident memory of a process group in KB (the app server runs as tsx + node). */
export function groupRssKb(groupId: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(groupId)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0)
    .reduce((a, b) => a + b, 0);
}

export async function openDb(uri: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = new MongoClient(uri, { retryWrites: false });
  await client.connect();
  return { db: client.db(), close: () => client.close() };
}

/** A websocket; with a token, resolved once the server acknowledged `setup`. */
export function connectSocket(baseUrl: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 30_000 });
    const fail = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('connect_error', fail);
    socket.once('connect', () => {
      if (!token) return resolve(socket);
      socket
        .timeout(30_000)
        .emitWithAck('setup', token)
        .then((answer: { ok?: boolean; code?: string }) => (answer?.ok ? resolve(socket) : fail(new Error(`setup refused: ${answer?.code}`))), fail);
    });
  });
}

export interface Connected {
  sockets: Socket[];
  failed: number;
  firstError?: string;
}

/** Opens sockets `parallel` at a time so the server is not measured under a connection storm. */
export async function connectMany(baseUrl: string, tokens: (string | undefined)[], parallel = 50): Promise<Connected> {
  const result: Connected = { sockets: [], failed: 0 };
  for (let i = 0; i < tokens.length; i += parallel) {
    const settled = await Promise.allSettled(tokens.slice(i, i + parallel).map((t) => connectSocket(baseUrl, t)));
    for (const s of settled) {
      if (s.status === 'fulfilled') result.sockets.push(s.value);
      else {
        result.failed += 1;
        result.firstError ??= String(s.reason?.message ?? s.reason);
      }
    }
  }
  return result;
}

/** All of them, or an error naming how many failed. */
export async function connectAll(baseUrl: string, tokens: (string | undefined)[], parallel?: number): Promise<Socket[]> {
  const { sockets, failed, firstError } = await connectMany(baseUrl, tokens, parallel);
  if (failed) {
    sockets.forEach((s) => s.close());
    throw new Error(`${failed} of ${tokens.length} sockets failed to connect: ${firstError}`);
  }
  return sockets;
}

export function closeAll(sockets: Socket[]): void {
  for (const socket of sockets) socket.close();
}

/** How many descriptors this process holds (Linux: /proc/self/fd). */
export const openDescriptors = (): number => readdirSync('/proc/self/fd').length;

/**
 * Waits until this process holds at most `target` descriptors, at most `timeoutMs`: a closed
 * websocket keeps its descriptor until the server has answered the close, which a server busy
 * with thousands of disconnects does late. Under a hard open-files limit of 20,000 (these
 * machines), 10,000 app sockets still closing plus the relay's 10,000 ran out of descriptors.
 * Resolves to the count reached.
 */
export async function descriptorsDownTo(target: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let held = openDescriptors();
  while (held > target && Date.now() < deadline) {
    await sleep(250);
    held = openDescriptors();
  }
  return held;
}

/** A timed GET of the API with a user's token. */
export async function timedGet(baseUrl: string, path: string, token: string): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => undefined);
  return { status: res.status, body, ms: performance.now() - started };
}
