import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { MongoClient, type Db } from 'mongodb';
import { BenchSocket } from './bench-socket';
import WebSocket from 'ws';

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

/** The group's server process: the node that runs the script, not tsx's wrapper around it. */
function serverPid(groupId: number): number {
  const rows = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(groupId)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+) (.*)$/))
    .filter((m): m is RegExpMatchArray => !!m && /\bnode\b/.test(m[2]) && !m[2].includes('tsx/dist/cli.mjs'));
  if (rows.length !== 1) throw new Error(`expected one server process in group ${groupId}, found ${rows.length}`);
  return Number(rows[0][1]);
}

const INSPECTOR = 'http://127.0.0.1:9229';

/**
 * A full garbage collection in the group's server, so its memory is what it holds, not garbage
 * not collected yet (which varied by several KB per socket from run to run). Through the
 * inspector, which SIGUSR1 opens on port 9229 and this closes again: the relay's turn comes later.
 */
export async function collectGarbage(groupId: number): Promise<void> {
  const portTaken = await fetch(`${INSPECTOR}/json/list`).then(
    () => true,
    () => false,
  );
  // Another process's inspector (a debugger left open): ours could not open, and that one is not ours to collect.
  if (portTaken) throw new Error(`an inspector already listens on ${INSPECTOR}: close it, the bench needs the port`);
  process.kill(serverPid(groupId), 'SIGUSR1');
  let targets: { webSocketDebuggerUrl: string }[] | undefined;
  for (let tries = 0; !targets; tries++) {
    try {
      targets = await (await fetch(`${INSPECTOR}/json/list`)).json();
    } catch (error) {
      if (tries > 100) throw error;
      await sleep(100);
    }
  }
  const inspector = new WebSocket(targets![0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => inspector.once('open', resolve).once('error', reject));
  await new Promise<void>((resolve) => {
    inspector.on('message', (data) => JSON.parse(String(data)).id === 1 && resolve());
    inspector.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  // Closed from inside once this message is answered; the port is free again for the next server.
  inspector.send(JSON.stringify({ id: 2, method: 'Runtime.evaluate', params: { expression: "setImmediate(() => process.getBuiltinModule('node:inspector').close())" } }));
  for (let open = true; open; ) {
    await sleep(100);
    open = await fetch(`${INSPECTOR}/json/list`).then(
      () => true,
      () => false,
    );
  }
  inspector.close();
}

export async function openDb(uri: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = new MongoClient(uri, { retryWrites: false });
  await client.connect();
  return { db: client.db(), close: () => client.close() };
}

/** A websocket (bench-socket.ts); with a token, resolved once the server acknowledged `setup`. */
export async function connectSocket(baseUrl: string, token?: string): Promise<BenchSocket> {
  const socket = await BenchSocket.open(baseUrl, 30_000);
  if (!token) return socket;
  const answer = await socket.emitWithAck<{ ok?: boolean; code?: string }>('setup', token, 30_000).catch((error: Error) => ({ ok: false, code: error.message }));
  if (answer?.ok) return socket;
  socket.close();
  throw new Error(`setup refused: ${answer?.code}`);
}

export interface Connected {
  sockets: BenchSocket[];
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
export async function connectAll(baseUrl: string, tokens: (string | undefined)[], parallel?: number): Promise<BenchSocket[]> {
  const { sockets, failed, firstError } = await connectMany(baseUrl, tokens, parallel);
  if (failed) {
    sockets.forEach((s) => s.close());
    throw new Error(`${failed} of ${tokens.length} sockets failed to connect: ${firstError}`);
  }
  return sockets;
}

export function closeAll(sockets: BenchSocket[]): void {
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
