import { NextResponse } from 'next/server';
import { connectDb, dbState } from '@/lib/db/connect';
import { redisState } from '@/lib/realtime/redis-state';

export const dynamic = 'force-dynamic';

/** For load balancers and compose health checks: 200 when the database answers, else 503. */
export async function GET() {
  let db: 'up' | 'down' = 'down';
  try {
    const mongoose = await connectDb();
    await mongoose.connection.db?.admin().ping();
    db = dbState();
  } catch {
    db = 'down';
  }
  const redis = redisState();
  const ok = db === 'up' && redis !== 'down';
  return NextResponse.json({ ok, db, redis }, { status: ok ? 200 : 503 });
}
