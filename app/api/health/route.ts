import { NextResponse } from 'next/server';
import { connectDb, dbState } from '@/lib/db/connect';
import { redisState } from '@/lib/realtime/redis-state';

export const dynamic = 'force-dynamic';

/** A database that does not answer a ping within this long counts as down (a hung one too). */
const PING_WAIT_MS = 1_500;

async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const mongoose = await connectDb();
    const ping = mongoose.connection.db?.admin().ping();
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), PING_WAIT_MS)));
    await Promise.race([ping, late]);
    return dbState() === 'up';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and compose health checks: 200 while the API works, that is while the
 * database answers; else 503. Redis away or hung is `redis: "degraded"` with 200: the API goes on
 * without it (lib/realtime/redis-state.ts), and a balancer must not take every replica out.
 */
export async function GET() {
  const db = (await databaseAnswers()) ? 'up' : 'down';
  const state = redisState();
  const redis = state === 'off' || state === 'up' ? state : 'degraded';
  const ok = db === 'up';
  return NextResponse.json({ ok, db, redis }, { status: ok ? 200 : 503 });
}
