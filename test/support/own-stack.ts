import { readFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { MongoClient, ObjectId } from 'mongodb';
import { startStack, type Stack } from './stack';

/**
 * A stack of a test file's own (its own database, so faults injected into it reach no other
 * test) with one account written straight into the database, and a token of it.
 */
export async function startOwnStack(name: string): Promise<{ stack: Stack; token: string }> {
  const stack = await startStack({ mode: 'development', distDir: `.next-${name}-${process.pid}`, removeDistDir: true });
  const client = await new MongoClient(stack.mongoUri).connect();
  const _id = new ObjectId();
  await client.db().collection('users').insertOne({ _id, username: name, usernameLower: name, usernameSkeleton: name, email: `${name}@example.test`, passwordHash: 'x', role: 'user', specialBadges: [], chatIds: [], createdAt: new Date(), updatedAt: new Date() });
  await client.close();
  const token = jwt.sign({}, stack.jwtSecret, { algorithm: 'HS256', subject: String(_id), audience: 'user', expiresIn: '1h' });
  return { stack, token };
}

/** The pid of the stack's embedded FerretDB (for SIGKILL, SIGSTOP and SIGCONT). */
export const ferretdbPidOf = (stack: Stack) => Number(readFileSync(path.join(path.dirname(stack.mailDir), 'db', 'ferretdb.pid'), 'utf8'));
