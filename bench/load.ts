// The fan-out measurement, the same for the app and the bare relay: messages sent at a fixed
// rate, round robin over the groups and over each group's senders, and every delivery to every
// other member timed at its socket.
import type { BenchSocket } from './bench-socket';
import { percentile, round, sleep } from './support';

export interface LoadGroup {
  /** one socket per member, all in the group's room */
  sockets: BenchSocket[];
  /** indexes into `sockets` of the members who take turns sending */
  senders: number[];
}

/**
 * Sends one message as `sockets[sender]` of `groups[group]`; resolves to 'ok' when acknowledged,
 * else what happened ('timeout' after its own time limit). Never rejects.
 */
export type SendOne = (group: number, sender: number, content: string) => Promise<string>;

export interface LoadOptions {
  rate: number;
  seconds: number;
  /** how long after the last send stragglers are still counted */
  drainMs: number;
  /** marks this run's messages: anything else arriving is ignored */
  tag: string;
}

export interface LoadResult {
  rate: number;
  sent: number;
  /** acknowledged: HTTP 200 (app) or the relay's ack */
  acked: number;
  /** acknowledged by the end of the drain: what `storedPerS` counts */
  ackedInTime: number;
  /** how each send ended: ok, an HTTP status, timeout, error */
  outcomes: Record<string, number>;
  /** acknowledged messages × (members − 1): the sender's own echo is no delivery */
  expected: number;
  /** deliveries of acknowledged messages by the end of the drain */
  received: number;
  lost: number;
  /** deliveries after the drain (seen while waiting for late acknowledgements): part of `lost` */
  late: number;
  duplicates: number;
  /** deliveries of messages that were not acknowledged (not part of `received`) */
  unacked: number;
  /** deliveries to a socket outside the message's group */
  misrouted: number;
  sendWindowS: number;
  sentPerS: number;
  /** acknowledgements by the end of the drain over the send window */
  storedPerS: number;
  deliveriesPerS: number;
  /** from the last send to the last delivery counted */
  drainS: number;
  /** send to delivery, every delivery of an acknowledged message (late ones too) */
  p50Ms: number;
  p99Ms: number;
  /** send to acknowledgement */
  ackP50Ms: number;
  ackP99Ms: number;
  /** delivery p99 of the messages sent in each second of the run, in order */
  p99BySecondMs: number[];
  /** the same for each tenth of the first two seconds: where a cold start's tail sits */
  p99ByTenthMs: number[];
}

const QUIET_MS = 1000;
const QUIET_LIMIT_MS = 60_000;

export async function runLoad(groups: LoadGroup[], send: SendOne, o: LoadOptions): Promise<LoadResult> {
  const total = Math.round(o.rate * o.seconds);
  const groupOf = (i: number) => i % groups.length;
  const senderOf = (i: number) => {
    const { senders } = groups[groupOf(i)];
    return senders[Math.floor(i / groups.length) % senders.length];
  };

  const sentAt = new Float64Array(total);
  const outcomes: string[] = new Array(total);
  const ackedAt = new Float64Array(total);
  const seen = groups.map((g) => g.sockets.map(() => new Uint8Array(total)));
  const deliveredMsg: number[] = [];
  const deliveredAt: number[] = [];
  let duplicates = 0;
  let misrouted = 0;

  const detach = groups.flatMap((group, g) =>
    group.sockets.map((socket, member) => {
      const listener = (message: { content?: unknown }) => {
        const [tag, index] = String(message?.content ?? '').split('|');
        if (tag !== o.tag) return;
        const i = Number(index);
        if (!(i >= 0 && i < total)) return;
        if (groupOf(i) !== g) return void (misrouted += 1);
        if (senderOf(i) === member) return; // the sender's own echo
        if (seen[g][member][i]) return void (duplicates += 1);
        seen[g][member][i] = 1;
        deliveredMsg.push(i);
        deliveredAt.push(performance.now());
      };
      socket.on('receive_message', listener);
      return () => socket.off('receive_message', listener);
    }),
  );

  let settled = 0;
  let expectedSoFar = 0;
  const started = performance.now();
  let lastSend = started;
  for (let i = 0; i < total; i += 1) {
    const wait = started + (i * 1000) / o.rate - performance.now();
    if (wait > 0) await sleep(wait);
    const g = groupOf(i);
    sentAt[i] = lastSend = performance.now();
    void send(g, senderOf(i), `${o.tag}|${i}`).then((outcome) => {
      if (outcomes[i]) return; // given up on
      outcomes[i] = outcome;
      ackedAt[i] = performance.now();
      settled += 1;
      if (outcome === 'ok') expectedSoFar += groups[g].sockets.length - 1;
    });
  }
  const sendWindowMs = lastSend - started + 1000 / o.rate;

  const cutoff = lastSend + o.drainMs;
  while (performance.now() < cutoff && !(settled === total && deliveredMsg.length >= expectedSoFar)) await sleep(10);
  // Sends time out by themselves (SendOne's contract); one that never settles is an answer lost
  // somewhere: it is counted as 'no answer' once the wait for the others is over.
  if (settled < total) console.log(`[bench] ${o.tag}: ${total - settled} sends still unanswered after the drain; waiting for them`);
  while (settled < total && performance.now() - lastSend < o.drainMs + QUIET_LIMIT_MS) await sleep(10);
  for (let i = 0; i < total; i += 1) outcomes[i] ??= 'no answer';
  // Late deliveries (and those of sends that timed out but were stored) are still counted, as
  // late or unacknowledged, until the room has been quiet for a second: the next run then
  // starts on an idle server.
  for (let count = -1; count !== deliveredMsg.length && performance.now() - lastSend < o.drainMs + QUIET_LIMIT_MS; ) {
    count = deliveredMsg.length;
    await sleep(QUIET_MS);
  }
  detach.forEach((off) => off());

  let received = 0;
  let late = 0;
  let unacked = 0;
  let lastCounted = lastSend;
  const latencies: number[] = [];
  const bySecond: number[][] = Array.from({ length: Math.ceil(o.seconds) }, () => []);
  const byTenth: number[][] = Array.from({ length: Math.min(20, Math.ceil(o.seconds * 10)) }, () => []);
  for (let k = 0; k < deliveredMsg.length; k += 1) {
    const i = deliveredMsg[k];
    const at = deliveredAt[k];
    if (outcomes[i] !== 'ok') {
      unacked += 1;
      continue;
    }
    latencies.push(at - sentAt[i]);
    bySecond[Math.min(bySecond.length - 1, Math.floor((sentAt[i] - started) / 1000))].push(at - sentAt[i]);
    byTenth[Math.floor((sentAt[i] - started) / 100)]?.push(at - sentAt[i]);
    if (at > cutoff) late += 1;
    else {
      received += 1;
      lastCounted = Math.max(lastCounted, at);
    }
  }
  const tally: Record<string, number> = {};
  for (const outcome of outcomes) tally[outcome] = (tally[outcome] ?? 0) + 1;
  const acked = tally.ok ?? 0;
  const ackTimes = outcomes.flatMap((outcome, i) => (outcome === 'ok' ? [ackedAt[i] - sentAt[i]] : []));
  const ackedInTime = outcomes.filter((outcome, i) => outcome === 'ok' && ackedAt[i] <= cutoff).length;
  const expected = outcomes.reduce((sum, outcome, i) => sum + (outcome === 'ok' ? groups[groupOf(i)].sockets.length - 1 : 0), 0);
  const windowS = sendWindowMs / 1000;
  return {
    rate: o.rate,
    sent: total,
    acked,
    ackedInTime,
    outcomes: tally,
    expected,
    received,
    lost: expected - received,
    late,
    duplicates,
    unacked,
    misrouted,
    sendWindowS: round(windowS, 2),
    sentPerS: round(total / windowS),
    storedPerS: round(ackedInTime / windowS),
    deliveriesPerS: round(received / windowS, 0),
    drainS: round((lastCounted - lastSend) / 1000, 2),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    ackP50Ms: round(percentile(ackTimes, 50), 2),
    ackP99Ms: round(percentile(ackTimes, 99), 2),
    p99BySecondMs: bySecond.map((values) => round(percentile(values, 99), 1)),
    p99ByTenthMs: byTenth.map((values) => round(percentile(values, 99), 0)),
  };
}
