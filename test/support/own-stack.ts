import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId } from 'mongodb';
import { startStack, type Stack } from './stack';

/**
 * A stack of a test file's own (its own database, so faults injected into it reach no other
 * test; `env` for its server) with one account written straight into the database, and a token of it.
 */
export async function startOwnStack(name: string, env?: Record<string, string>): Promise<{ stack: Stack; token: string }> {
  const stack = await startStack({ mode: 'development', distDir: `.next-${name}-${process.pid}`, removeDistDir: true, env });
  const client = await new MongoClient(stack.mongoUri).connect();
  const _id = new ObjectId();
  await client.db().collection('users').insertOne({ _id, username: name, usernameLower: name, usernameSkeleton: name, email: `${name}@example.test`, passwordHash: 'x', role: 'user', specialBadges: [], chatIds: [], createdAt: new Date(), updatedAt: new Date() });
  await client.close();
  const token = jwt.sign({}, stack.jwtSecret, { algorithm: 'HS256', subject: String(_id), audience: 'user', expiresIn: '1h' });
  return { stack, token };
}

/** The pid of the stack's embedded FerretDB (for SIGKILL, SIGSTOP and SIGCONT). */
export const ferretdbPidOf = (stack: Stack) => Number(readFileSync(path.join(path.dirname(stack.mailDir), 'db', 'ferretdb.pid'), 'utf8'));

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
  const port = Number(new URL(stack.mongoUri).port);
  process.kill(ferretdbPidOf(stack), 'SIGKILL');
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
