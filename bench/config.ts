// The bench's knobs, read once from the environment (README.md lists them).

const SCENARIOS = ['history', 'search', 'sockets', 'fanout', 'hotchat', 'push', 'crossprocess', 'commands', 'firstload'] as const;
export type Scenario = (typeof SCENARIOS)[number];

function num(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got ${raw})`);
  return value;
}

function list(name: string, fallback: string): string[] {
  return (process.env[name] || fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function scenarios(): Scenario[] {
  const picked = list('BENCH_ONLY', SCENARIOS.join(','));
  const unknown = picked.filter((s) => !SCENARIOS.includes(s as Scenario));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  // Always in this order, whatever order BENCH_ONLY names them in (see README.md).
  return SCENARIOS.filter((s) => picked.includes(s));
}

export const config = {
  only: scenarios(),
  /** production build folder; BENCH_SKIP_BUILD=1 reuses the build already in it */
  distDir: process.env.BENCH_DIST_DIR || '.next-bench',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  fanout: {
    rates: list('BENCH_RATES', '50,200,300,400').map((r) => {
      const rate = Number(r);
      if (!(rate > 0)) throw new Error(`BENCH_RATES: ${r} is not a rate`);
      return rate;
    }),
    seconds: num('BENCH_SECONDS', 5),
    /** an unjudged load before the measured rates (0 seconds: none) */
    warmRate: num('BENCH_WARM_RATE', 200),
    warmSeconds: num('BENCH_WARM_SECONDS', 10, 0),
    groups: num('BENCH_GROUPS', 4),
    members: num('BENCH_GROUP', 100, 2),
    sendersPerGroup: num('BENCH_SENDERS', 5),
    drainMs: num('BENCH_DRAIN_SECONDS', 5, 0) * 1000,
    sendTimeoutMs: num('BENCH_SEND_TIMEOUT_SECONDS', 30) * 1000,
    /** images uploaded a second beside the app's measured runs (0: none), and their size */
    uploadsPerS: num('BENCH_UPLOADS_PER_S', 0, 0),
    uploadBytes: num('BENCH_UPLOAD_KB', 200) * 1024,
    /** every n-th message carries a link to the local stand-in site (0: none; bench/link-mix.ts) */
    linkEvery: num('BENCH_LINK_EVERY', 10, 0),
  },
  /** `s3`: the stack's uploads go to a MinIO of the bench's own (test/support/own-minio.ts) */
  uploadStore: process.env.BENCH_UPLOAD_STORE === 's3' ? ('s3' as const) : ('disk' as const),
  hotChat: {
    rate: num('BENCH_HOT_RATE', 300),
    members: num('BENCH_HOT_MEMBERS', 100, 2),
    /** the measured window right after the process starts */
    coldSeconds: num('BENCH_HOT_COLD_SECONDS', 10),
  },
  push: {
    rate: num('BENCH_PUSH_RATE', 300),
    members: num('BENCH_PUSH_MEMBERS', 100, 2),
    /** members with a socket (and no subscription); the others have a subscription and no socket */
    online: num('BENCH_PUSH_ONLINE', 10, 2),
  },
  crossProcess: {
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    /** below one process's saturation, so the added time is not queueing */
    rate: num('BENCH_CROSS_RATE', 20),
    aggregateRate: num('BENCH_CROSS_AGGREGATE_RATE', 200),
  },
  sockets: { count: num('BENCH_SOCKETS', 10_000), parallel: num('BENCH_CONNECT_PARALLEL', 50) },
  search: { messages: num('BENCH_SEARCH_MESSAGES', 100_000, 100), chats: num('BENCH_SEARCH_CHATS', 50), samples: num('BENCH_SEARCH_SAMPLES', 10), batch: 5000 },
  history: { messages: num('BENCH_HISTORY_MESSAGES', 1_000_000, 100), pages: num('BENCH_HISTORY_PAGES', 100), batch: num('BENCH_HISTORY_BATCH', 5000) },
};

export type Config = typeof config;
