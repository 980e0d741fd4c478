// Pushes beside the fan-out: one group where most members have no socket but a push subscription
// at a stand-in push service (test/support/push-service.ts: it checks the VAPID signature and
// decrypts every push, as a browser vendor's service would). The sends must keep the fan-out's
// budget for the members online, and every member offline must hear of the chat by push: each
// push arriving once, the last message of the run reaching every device.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPushService } from '../test/support/push-service';
import { startAppServer, type Stack } from '../test/support/stack';
import type { Config } from './config';
import { cpuLine, withCpu } from './cpu';
import { line, postSend, seedGroups, SendErrors } from './fanout';
import { runLoad, type LoadGroup, type SendOne } from './load';
import { type Report } from './report';
import { closeAll, connectAll, fmt, percentile, round, sleep } from './support';

/** How long pushes may keep arriving after the last send before the count is closed. */
const PUSH_QUIET_MS = 2000;
const PUSH_DRAIN_LIMIT_MS = 60_000;

async function subscribe(baseUrl: string, token: string, device: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const res = await fetch(`${baseUrl}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys, label: 'bench' }),
  });
  if (res.status !== 200) throw new Error(`subscribing answered ${res.status}: ${await res.text()}`);
}

export async function pushLoad(stack: Stack, c: Config['push'], f: Config['fanout'], distDir: string, parallel: number, report: Report): Promise<void> {
  const shape = { ...f, groups: 1, members: c.members, sendersPerGroup: c.online };
  const { tokens, chatIds } = await seedGroups(stack, shape);
  const service = await startPushService();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
  const cleanup: (() => unknown)[] = [() => rmSync(dir, { recursive: true, force: true }), () => service.stop()];
  try {
    const app = await startAppServer({
      mode: 'production',
      distDir,
      mongoUri: stack.mongoUri,
      smtpPort: stack.smtpPort,
      jwtSecret: stack.jwtSecret,
      dir,
      // Ten senders carry the whole rate: the per-account send limit is not what is measured here.
      env: { PUSH_ENDPOINT_ALLOWLIST: service.origin, SENDS_PER_USER_PER_MINUTE: '1000000' },
    });
    cleanup.push(() => app.stop());
    // The first `online` members have sockets; every other one a subscription and no socket.
    const offline = tokens.slice(c.online);
    const devices = offline.map(() => service.device());
    for (let i = 0; i < offline.length; i += 1) await subscribe(app.baseUrl, offline[i], devices[i]);
    const sockets = await connectAll(app.baseUrl, tokens.slice(0, c.online), parallel);
    cleanup.push(() => closeAll(sockets));
    const groups: LoadGroup[] = [{ sockets, senders: sockets.map((_, i) => i) }];
    const errors = new SendErrors();
    const sentAt = new Map<string, number>();
    const send: SendOne = (_g, s, content) => {
      sentAt.set(content, Date.now());
      return postSend(app.baseUrl, tokens[s], chatIds[0], content, f.sendTimeoutMs, errors);
    };

    if (f.warmSeconds > 0) await runLoad(groups, send, { rate: f.warmRate, seconds: f.warmSeconds, drainMs: f.drainMs, tag: 'pushwarm' });
    await sleep(1000);
    const tag = `push${c.rate}`;
    const firstPush = service.received.length;
    const fanout = await withCpu(app.groupId, () => runLoad(groups, send, { rate: c.rate, seconds: f.seconds, drainMs: f.drainMs, tag }));
    const lastContent = `${tag}|${Math.round(c.rate * f.seconds) - 1}`;
    const lastSentAt = sentAt.get(lastContent) ?? Date.now();
    // Pushes go out after the sends are answered: wait until they stop arriving.
    for (let count = -1; count !== service.received.length && Date.now() - lastSentAt < PUSH_DRAIN_LIMIT_MS; ) {
      count = service.received.length;
      await sleep(PUSH_QUIET_MS);
    }

    const ofRun = service.received.slice(firstPush).filter((push) => String(push.payload.body ?? '').includes(`${tag}|`));
    const contentOf = (body: string) => /push\d+\|\d+/.exec(body)?.[0] ?? '';
    const seen = new Set<string>();
    let duplicates = 0;
    const latencies: number[] = [];
    const lastByDevice = new Map<string, string>();
    for (const push of ofRun) {
      const key = `${push.deviceId}/${push.payload.messageId}`;
      if (seen.has(key)) duplicates += 1;
      seen.add(key);
      const content = contentOf(String(push.payload.body));
      const at = sentAt.get(content);
      if (at !== undefined) latencies.push(push.at - at);
      lastByDevice.set(push.deviceId, content);
    }
    const reachedAll = devices.filter((device) => lastByDevice.get(device.id) === lastContent).length;
    const spanS = Math.max(1, (Math.max(...ofRun.map((p) => p.at), lastSentAt) - (lastSentAt - f.seconds * 1000)) / 1000);
    const pushesPerS = round(ofRun.length / spanS);
    const refused = service.refused.length;
    const holds = fanout.acked === fanout.sent && fanout.lost === 0 && fanout.p99Ms < 100 && duplicates === 0 && reachedAll === devices.length && refused === 0;

    const what = `one group of ${c.members}, ${c.online} online and ${devices.length} offline with a subscription, ${c.rate} msg/s`;
    report.say(`push, ${what}:`);
    report.say(`  ${line('sockets', fanout)}`);
    report.say(`  pushes: ${ofRun.length} (${pushesPerS}/s), duplicates ${duplicates}, refused by the push service ${refused}; the run's last message reached ${reachedAll} of ${devices.length} devices; push latency (send to arrival) p50 ${fmt(percentile(latencies, 50))}, p99 ${fmt(percentile(latencies, 99))}`);
    report.say(`  CPU s: ${cpuLine(fanout.cpu)}`);
    report.row(
      `push, ${what}`,
      `socket deliveries p99 ${fmt(fanout.p99Ms)}, lost ${fanout.lost}; ${ofRun.length} pushes (${pushesPerS}/s), ${duplicates} twice, last message on ${reachedAll}/${devices.length} devices; push p50 ${fmt(percentile(latencies, 50))}, p99 ${fmt(percentile(latencies, 99))}`,
      'p99 < 100 ms, nothing lost; every push once, every device told',
      holds,
    );
    report.set('push', { members: c.members, online: c.online, rate: c.rate, fanout, pushes: ofRun.length, pushesPerS, duplicates, reachedAll, devices: devices.length, pushP50Ms: percentile(latencies, 50), pushP99Ms: percentile(latencies, 99), refused: service.refused.slice(0, 5), sendErrors: errors.samples });
  } finally {
    for (const step of cleanup.reverse()) await step();
  }
}
