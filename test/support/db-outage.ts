import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId } from 'mongodb';
import type { Stack } from './stack';

// For tests with a stack of their own (startStack) whose database they take away.

/** A user written straight into the stack's database, and a session token of theirs. */
export async function insertSignedInUser(stack: Stack, username: string): Promise<{ id: string; token: string }> {
  const client = await new MongoClient(stack.mongoUri).connect();
  const _id = new ObjectId();
  const now = new Date();
  await client.db().collection('users').insertOne({ _id, username, usernameLower: username, email: `${username}@example.test`, passwordHash: 'x', role: 'user', specialBadges: [], chatIds: [], createdAt: now, updatedAt: now });
  await client.close();
  const token = jwt.sign({}, stack.jwtSecret, { algorithm: 'HS256', subject: String(_id), audience: 'user', expiresIn: '1h' });
  return { id: String(_id), token };
}

function listenOn(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Kills the stack's embedded database and holds its port (as soon as the killed FerretDB has let
 * it go, well before the launcher's first restart half a second later), so that no new one can
 * listen until `release` is called; the launcher then starts it again.
 */
export async function takeDatabaseAway(stack: Stack): Promise<{ release: () => Promise<void> }> {
  const pidFile = path.join(path.dirname(stack.mailDir), 'db', 'ferretdb.pid');
  const port = Number(new URL(stack.mongoUri).port);
  process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
  for (;;) {
    try {
      const blocker = await listenOn(port);
      return { release: () => new Promise((resolve) => blocker.close(() => resolve())) };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}
