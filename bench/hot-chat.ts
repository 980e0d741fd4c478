// One hot chat, right after a start: every member of one group sends, at random, into that one
// group, through a process that has just started (as after a rolling restart, when every user
// reconnects to the fresh process at once). The fan-out scenario spreads its load over several
// groups and warms the server first; this one measures what neither shows: one chat's sends all
// queueing on that chat, and the first seconds of a process (code not optimized yet, caches
// empty, every socket's setup at the same time as the sends).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer, type Stack } from '../test/support/stack';
import type { BenchSocket } from './bench-socket';
import type { Config } from './config';
import { cpuLine, withCpu } from './cpu';
import { line, postSend, seedGroups, SendErrors, toGroups, warmUp } from './fanout';
import { runLoad, type LoadGroup, type LoadResult, type SendOne } from './load';
import { browserAgent, refetchAfterReconnect } from './reconnect';
import { startRelay } from './relay';
import { type Report } from './report';
import { closeAll, connectAll, fmt, sleep } from './support';

/** Every member sends, in an order shuffled once (the same for the app and the relay). */
function randomSenders(members: number): number[] {
  const order = Array.from({ length: members }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const verdict = (r: LoadResult) => r.acked === r.sent && r.lost === 0 && r.p99Ms < 100;

export async function hotChat(stack: Stack, c: Config['hotChat'], f: Config['fanout'], distDir: string, parallel: number, report: Report): Promise<void> {
  const shape = { ...f, groups: 1, members: c.members, sendersPerGroup: c.members };
  const { tokens, chatIds } = await seedGroups(stack, shape);
  const senders = randomSenders(c.members);
  const errors = new SendErrors();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-hot-'));
  const cleanup: (() => unknown)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    // A process of its own, started now: nothing of the earlier scenarios has warmed it.
    const fresh: AppServer = await startAppServer({ mode: 'production', distDir, mongoUri: stack.mongoUri, smtpPort: stack.smtpPort, jwtSecret: stack.jwtSecret, dir });
    cleanup.push(() => fresh.stop());
    const browsers = tokens.map(browserAgent);
    cleanup.push(() => browsers.forEach((agent) => agent.destroy()));
    const started = performance.now();
    const appSockets: BenchSocket[] = await connectAll(fresh.baseUrl, tokens, parallel);
    cleanup.push(() => closeAll(appSockets));
    // Every member's page at once, as when a restart sends them all here together.
    await Promise.all(tokens.map((token, i) => refetchAfterReconnect(fresh.baseUrl, token, chatIds[0], browsers[i])));
    const connectedS = (performance.now() - started) / 1000;
    const groups: LoadGroup[] = [{ sockets: appSockets, senders }];
    const send: SendOne = (_g, s, content) => postSend(fresh.baseUrl, tokens[s], chatIds[0], content, f.sendTimeoutMs, errors, browsers[s]);

    const options = { rate: c.rate, drainMs: f.drainMs };
    const cold = await withCpu(fresh.groupId, () => runLoad(groups, send, { ...options, seconds: c.coldSeconds, tag: 'hotcold' }));
    await sleep(1000);
    const warm = await withCpu(fresh.groupId, () => runLoad(groups, send, { ...options, seconds: f.seconds, tag: 'hotwarm' }));
    const payload = await warmUp(toGroups(appSockets, shape), send, errors);

    const relay = await startRelay();
    cleanup.push(() => relay.stop());
    const relaySockets = await connectAll(relay.url, tokens.map(() => undefined), parallel);
    cleanup.push(() => closeAll(relaySockets));
    await Promise.all(relaySockets.map((socket) => socket.emitWithAck('join', 'hot', 10_000)));
    const relaySend: SendOne = (_g, s, content) =>
      relaySockets[s].emitWithAck('relay', { room: 'hot', payload: { ...payload, content } }, f.sendTimeoutMs).then(
        () => 'ok',
        () => 'timeout',
      );
    const bare = await runLoad([{ sockets: relaySockets, senders }], relaySend, { ...options, seconds: f.seconds, tag: 'hotrelay' });

    const what = `one group of ${c.members}, every member sending, ${c.rate} msg/s`;
    report.say(`hot chat, ${what}, on a process started ${connectedS.toFixed(1)} s before the first send (its ${c.members} sockets set up and their pages' reconnect fetches answered meanwhile):`);
    report.say(`  ${line(`cold (first ${c.coldSeconds} s)`, cold)}`);
    report.say(`  p99 per second of the cold run: ${cold.p99BySecondMs.map((ms) => `${ms}`).join(', ')} ms`);
    report.say(`  p99 per tenth of its first two seconds: ${cold.p99ByTenthMs.join(', ')} ms`);
    report.say(`  ${line('warm', warm)}`);
    report.say(`  ${line('relay', bare)}`);
    report.say(`  CPU s, cold run: ${cpuLine(cold.cpu)}; warm run: ${cpuLine(warm.cpu)}`);
    report.row(
      `hot chat, ${what}, first ${c.coldSeconds} s after a start`,
      `p50 ${fmt(cold.p50Ms)}, p99 ${fmt(cold.p99Ms)}, lost ${cold.lost} of ${cold.expected}; per second p99 ${cold.p99BySecondMs.join('/')} ms; relay p99 ${fmt(bare.p99Ms)}`,
      'p99 < 100 ms, nothing lost',
      verdict(cold),
    );
    report.row(`hot chat, ${what}, warmed`, `p50 ${fmt(warm.p50Ms)}, p99 ${fmt(warm.p99Ms)}, lost ${warm.lost} of ${warm.expected}`, 'p99 < 100 ms, nothing lost', verdict(warm));
    report.set('hotChat', { members: c.members, rate: c.rate, coldSeconds: c.coldSeconds, connectedS, cold, warm, relay: bare, sendErrors: errors.samples });
    if (errors.samples.length) report.say(`hot chat send errors (samples): ${errors.samples.join(' | ')}`);
  } finally {
    for (const step of cleanup.reverse()) await step();
  }
}
