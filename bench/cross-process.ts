// Cross-process fan-out (scale-out issue): two app processes on one database and one Redis, as
// compose runs them. The same groups and load as the fan-out scenario, three ways:
// - one process: senders and receivers on A (A publishes through Redis all the same);
// - across: senders post to A, every receiver's socket is on B: what crossing adds;
// - two processes: half the groups on A, half on B, at a higher rate: what two serve together.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchSocket } from './bench-socket';
import { redisAnswers } from '../test/support/redis';
import { startAppServer, type AppServer, type Stack } from '../test/support/stack';
import type { Config } from './config';
import { cpuLine, withCpu } from './cpu';
import { line, postSend, seedGroups, SendErrors, toGroups, warmUp } from './fanout';
import { runLoad, type LoadGroup, type LoadResult, type SendOne } from './load';
import { markdownTable, type Report } from './report';
import { closeAll, connectAll, fmt, round, sleep } from './support';

/** Budget of the scale-out issue: what crossing processes may add to the p50 delivery time. */
const ADDED_P50_BUDGET_MS = 5;

export async function crossProcess(stack: Stack, c: Config['crossProcess'], f: Config['fanout'], distDir: string, parallel: number, report: Report): Promise<void> {
  if (!(await redisAnswers(c.redisUrl))) {
    report.say(`cross-process: skipped, no Redis answers at ${c.redisUrl} (set REDIS_URL)`);
    report.set('crossProcess', { skipped: `no Redis at ${c.redisUrl}` });
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-cross-'));
  const servers: AppServer[] = [];
  const sockets: BenchSocket[][] = [];
  try {
    const start = (name: string) =>
      startAppServer({ mode: 'production', distDir, mongoUri: stack.mongoUri, smtpPort: stack.smtpPort, jwtSecret: stack.jwtSecret, dir: path.join(dir, name), env: { REDIS_URL: c.redisUrl } });
    const [A, B] = await Promise.all([start('a'), start('b')]);
    servers.push(A, B);
    const shape = `${f.groups} groups of ${f.members}, ${Math.min(f.sendersPerGroup, f.members)} senders each`;
    const { tokens, chatIds } = await seedGroups(stack, f);
    const errors = new SendErrors();
    const sender = (server: AppServer | ((g: number) => AppServer)): SendOne => (g, s, content) =>
      postSend((typeof server === 'function' ? server(g) : server).baseUrl, tokens[g * f.members + s], chatIds[g], content, f.sendTimeoutMs, errors);
    const connect = async (server: AppServer, from: number, to: number) => {
      const opened = await connectAll(server.baseUrl, tokens.slice(from, to), parallel);
      sockets.push(opened);
      return opened;
    };
    const run = async (name: string, groups: LoadGroup[], send: SendOne, rate: number) => {
      await warmUp(groups, send, errors);
      const result = await withCpu(A.groupId, () => runLoad(groups, send, { rate, seconds: f.seconds, drainMs: f.drainMs, tag: `${name}${rate}` }));
      report.say(`  ${line(name.padEnd(13), result)}`);
      report.say(`  CPU s (process A's group): ${cpuLine(result.cpu)}`);
      await sleep(1000);
      return result;
    };
    report.say(`cross-process fan-out, ${shape}, two app processes on one Redis (${c.redisUrl}):`);

    // Receivers on A, then the same members' sockets on B; senders post to A both times.
    const onA = await connect(A, 0, tokens.length);
    const one = await run('one process', toGroups(onA, f), sender(A), c.rate);
    closeAll(onA);
    const onB = await connect(B, 0, tokens.length);
    const across = await run('across', toGroups(onB, f), sender(A), c.rate);
    closeAll(onB);

    // Two processes together: the first half of the groups on A, the rest on B.
    const half = Math.ceil(f.groups / 2) * f.members;
    const both = [...(await connect(A, 0, half)), ...(await connect(B, half, tokens.length))];
    const together = await run('two processes', toGroups(both, f), sender((g) => (g * f.members < half ? A : B)), c.aggregateRate);

    const added = round(across.p50Ms - one.p50Ms, 2);
    const rows = [
      ['one process (A → A)', one],
      ['across (A → B)', across],
      ['two processes (A, B)', together],
    ].map(([name, r]) => {
      const result = r as LoadResult;
      return [name as string, result.rate, result.acked, result.lost, result.storedPerS, fmt(result.p50Ms), fmt(result.p99Ms)];
    });
    report.table(`Cross-process fan-out (${shape})`, markdownTable(['run', 'msg/s', 'acked', 'lost', 'stored msg/s', 'p50', 'p99'], rows));
    report.row(
      `cross-process fan-out, ${shape}, ${c.rate} msg/s`,
      `added p50 ${fmt(added)} (one process p50 ${fmt(one.p50Ms)}, p99 ${fmt(one.p99Ms)}; across p50 ${fmt(across.p50Ms)}, p99 ${fmt(across.p99Ms)}; lost ${across.lost})`,
      `< ${ADDED_P50_BUDGET_MS} ms added p50, nothing lost`,
      added < ADDED_P50_BUDGET_MS && across.lost === 0 && one.lost === 0,
    );
    // No budget: what two processes store together (compare the fan-out scenario's one process).
    report.row(
      `two processes together, ${c.aggregateRate} msg/s offered`,
      `${together.storedPerS} msg/s stored, p50 ${fmt(together.p50Ms)}, p99 ${fmt(together.p99Ms)}; ${together.lost} deliveries not in by the end of the drain (${together.late} of them late)`,
      '—',
    );
    report.set('crossProcess', { rate: c.rate, aggregateRate: c.aggregateRate, addedP50Ms: added, one, across, together, sendErrors: errors.samples });
    if (errors.samples.length) report.say(`cross-process send errors (samples): ${errors.samples.join(' | ')}`);
  } finally {
    sockets.forEach((opened) => closeAll(opened));
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}
