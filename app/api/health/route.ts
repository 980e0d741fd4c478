import { NextResponse } from 'next/server';
import { databaseAnswers } from '@/lib/db/connect';
import { redisState } from '@/lib/realtime/redis-state';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and compose health checks: 200 while the API works, that is while the
 * database answers (a hung one does not); else 503. Redis away or hung is `redis: "degraded"`
 * with 200: the API goes on without it (lib/realtime/redis-state.ts), and a balancer must not take
 * every replica out.
 */
export async function GET() {
  const db = (await databaseAnswers()) ? 'up' : 'down';
  const state = redisState();
  const redis = state === 'off' || state === 'up' ? state : 'degraded';
  const ok = db === 'up';
  return NextResponse.json({ ok, db, redis }, { status: ok ? 200 : 503 });
}
