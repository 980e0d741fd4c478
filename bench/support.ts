import { execFileSync } from 'node:child_process';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { io, type Socket } from 'socket.io-client';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

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

/**
 * Users made straight in the database with signed tokens: registering thousands through the
 * mailed-code flow would measure bcrypt and SMTP, not what the benchmark is about.
 */
export async function seedUsers(db: Db, count: number, jwtSecret: string, prefix: string) {
  const users = Array.from({ length: count }, (_, i) => {
    const username = `${prefix}${i}`;
    return { _id: new ObjectId(), username, usernameLower: username.toLowerCase(), email: `${username}@bench.test`, passwordHash: 'x', role: 'user', specialBadges: [], likeCount: 0, dislikeCount: 0, isPrivate: false, hideOnline: false, lang: 'en', createdAt: new Date(), updatedAt: new Date() };
  });
  for (let i = 0; i < users.length; i += 1000) await db.collection('users').insertMany(users.slice(i, i + 1000));
  return users.map((u) => ({
    id: String(u._id),
    token: jwt.sign({}, jwtSecret, { algorithm: 'HS256', subject: String(u._id), audience: 'user', expiresIn: '1h' }),
  }));
}

export function connectSocket(baseUrl: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 30_000 });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      if (!token) return resolve(socket);
      socket.emit('setup', token, (answer: { ok: boolean }) => (answer?.ok ? resolve(socket) : reject(new Error('setup refused'))));
    });
  });
}

/** Opens sockets a few at a time so the server is not measured under a connection storm. */
export async function connectMany(baseUrl: string, tokens: (string | undefined)[], parallel = 50): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < tokens.length; i += parallel) {
    sockets.push(...(await Promise.all(tokens.slice(i, i + parallel).map((t) => connectSocket(baseUrl, t)))));
  }
  return sockets;
}

export async function post(baseUrl: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
