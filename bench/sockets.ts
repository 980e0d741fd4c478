// Connect + setup of many sockets: how fast, and what each idle one costs the server; the
// relay's bare connect rate (and memory) for the same count as the yardstick.
import type { Stack } from '../test/support/stack';
import type { Config } from './config';
import { cpuLine, withCpu } from './cpu';
import { startRelay } from './relay';
import { fmtInt, type Report } from './report';
import { insertSeed, makeChat, makeUsers, tokenFor, type SeedChat } from './seed';
import { closeAll, collectGarbage, connectMany, descriptorsDownTo, groupRssKb, openDb, openDescriptors, round, sleep } from './support';

const GROUP_SIZE = 100;

/**
 * Users as in a small community: each in a one-to-one chat with a neighbour and in a group of
 * 100, so `setup` reads two chats, joins their rooms and follows the members' presence.
 */
async function seedCommunity(stack: Stack, count: number): Promise<string[]> {
  const users = makeUsers(count, `sock${Date.now()}_`);
  const chats: SeedChat[] = [];
  for (let i = 0; i + 1 < count; i += 2) chats.push(makeChat('single', [users[i], users[i + 1]]));
  for (let i = 0; i + 1 < count; i += GROUP_SIZE) chats.push(makeChat('group', users.slice(i, i + GROUP_SIZE)));
  const { db, close } = await openDb(stack.mongoUri);
  await insertSeed(db, users, chats);
  await close();
  return users.map((u) => tokenFor(u, stack.jwtSecret));
}

/** Connects one socket per token (with setup when there is one) and measures the server's group. */
async function measureConnects(url: string, groupId: number, tokens: (string | undefined)[], parallel: number) {
  await sleep(1000);
  const descriptorsBefore = openDescriptors();
  await collectGarbage(groupId);
  const rssBeforeKb = groupRssKb(groupId);
  const started = performance.now();
  const { sockets, failed, firstError, cpu } = await withCpu(groupId, () => connectMany(url, tokens, parallel));
  const seconds = (performance.now() - started) / 1000;
  await sleep(3000);
  // Before and after a full collection: what the idle sockets hold, and with the garbage their connects left.
  const rssUncollectedKb = groupRssKb(groupId);
  await collectGarbage(groupId);
  const rssAfterKb = groupRssKb(groupId);
  closeAll(sockets);
  // The next measurement starts once these sockets are really closed (descriptors released).
  await descriptorsDownTo(descriptorsBefore + 50);
  await sleep(2000); // let the server see the disconnects before anything else is measured
  return {
    connected: sockets.length,
    failed,
    firstError,
    seconds: round(seconds, 1),
    perSecond: round(sockets.length / seconds, 0),
    rssBeforeKb,
    rssAfterKb,
    kbPerSocket: round((rssAfterKb - rssBeforeKb) / Math.max(1, sockets.length), 1),
    kbPerSocketUncollected: round((rssUncollectedKb - rssBeforeKb) / Math.max(1, sockets.length), 1),
    cpu,
  };
}

export async function sockets(stack: Stack, c: Config['sockets'], report: Report): Promise<void> {
  const tokens = await seedCommunity(stack, c.count);
  const app = await measureConnects(stack.baseUrl, stack.serverGroupId, tokens, c.parallel);
  const relay = await startRelay();
  const bare = await measureConnects(relay.url, relay.groupId, tokens.map(() => undefined), c.parallel).finally(() => relay.stop());
  const ratio = round(app.perSecond / bare.perSecond, 2);

  report.say(
    `sockets: ${fmtInt(app.connected)} of ${fmtInt(c.count)} connected + setup in ${app.seconds} s (${app.perSecond}/s), ${c.parallel} at a time` +
      `${app.failed ? `; ${app.failed} failed (${app.firstError})` : ''}; server ${fmtInt(app.rssBeforeKb / 1024)} → ${fmtInt(app.rssAfterKb / 1024)} MB, ${app.kbPerSocket} KB per socket after a full collection (${app.kbPerSocketUncollected} KB before it)`,
  );
  report.say(`sockets: relay ${fmtInt(bare.connected)} connected in ${bare.seconds} s (${bare.perSecond}/s), ${bare.kbPerSocket} KB per socket after a full collection (${bare.kbPerSocketUncollected} KB before it); ratio app/relay ${ratio}`);
  report.say(`sockets: CPU s while connecting: app ${cpuLine(app.cpu)}; relay ${cpuLine(bare.cpu)}`);
  report.set('sockets', { count: c.count, parallel: c.parallel, groupSize: GROUP_SIZE, app, relay: bare, ratio });
  report.row(
    `connect + setup, ${fmtInt(c.count)} sockets`,
    `${app.perSecond}/s (relay ${bare.perSecond}/s, ratio ${ratio})${app.failed ? `, ${app.failed} failed` : ''}`,
    '≥ 650/s and ≥ 0.5 of the relay',
    !app.failed && app.perSecond >= 650 && ratio >= 0.5,
  );
  report.row(`${fmtInt(c.count)} idle authenticated sockets`, `${app.kbPerSocket} KB server RSS each after a full collection (relay ${bare.kbPerSocket} KB)`, '≤ 25 KB', app.kbPerSocket <= 25);
}
