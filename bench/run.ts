// npm run bench: the app as users run it (a production build, the stack's embedded database)
// against the budgets of the data-layer issue and DESIGN.md "Performance", side by side with a
// bare socket.io relay. README.md describes the scenarios and the knobs (bench/config.ts).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOwnMinio, type OwnMinio } from '../test/support/own-minio';
import { startStack, type Stack } from '../test/support/stack';
import { productionBuild } from './build';
import { commands } from './commands';
import { config, type Scenario } from './config';
import { crossProcess } from './cross-process';
import { engineName } from './engine';
import { fanout } from './fanout';
import { startLinkMix } from './link-mix';
import { firstLoad } from './first-load';
import { history } from './history';
import { hotChat } from './hot-chat';
import { pushLoad } from './push';
import { checkOpenFiles } from './limits';
import { Report } from './report';
import { search } from './search';
import { sockets } from './sockets';
import { openDb } from './support';

const RESULTS = fileURLToPath(new URL('results/latest.json', import.meta.url));

const SCENARIOS: Record<Scenario, (stack: Stack, report: Report) => Promise<void>> = {
  history: (stack, report) => history(stack, config.history, report),
  search: (stack, report) => search(stack, config.search, report),
  sockets: (stack, report) => sockets(stack, config.sockets, report),
  fanout: (stack, report) => fanout(stack, config.fanout, config.sockets.parallel, report, linkMix),
  hotchat: (stack, report) => hotChat(stack, config.hotChat, config.fanout, config.distDir, config.sockets.parallel, report),
  push: (stack, report) => pushLoad(stack, config.push, config.fanout, config.distDir, config.sockets.parallel, report),
  crossprocess: (stack, report) => crossProcess(stack, config.crossProcess, config.fanout, config.distDir, config.sockets.parallel, report),
  commands: (stack, report) => commands(stack, report),
  firstload: (stack, report) => firstLoad(stack, report),
};

/** Lines of the server's log that speak of errors: a bench that errs measures nothing. */
function serverProblems(logFile: string): string[] {
  try {
    return readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => /error|unhandled|exception|fail/i.test(line));
  } catch {
    return [];
  }
}

checkOpenFiles(Math.max(config.only.includes('sockets') ? config.sockets.count : 0, config.fanout.groups * config.fanout.members * 2) + 1000);
const buildId = productionBuild(config.distDir, config.skipBuild);
// BENCH_UPLOAD_STORE=s3: the stack's uploads go to a MinIO of the bench's own.
const minio: OwnMinio | undefined = config.uploadStore === 's3' ? await startOwnMinio(mkdtempSync(path.join(os.tmpdir(), 'chat-bench-minio-'))) : undefined;
if (config.uploadStore === 's3' && !minio) throw new Error('BENCH_UPLOAD_STORE=s3: no MinIO binary and no Go toolchain to build one');
// The uploads beside the fan-out come from its few senders: no per-account upload limit in the way.
// Links in the fan-out's messages point at a local stand-in site the server may fetch.
const linkMix = config.only.includes('fanout') ? await startLinkMix(config.fanout.linkEvery) : undefined;
const stack = await startStack({ mode: 'production', distDir: config.distDir, env: { ...minio?.env, ...linkMix?.env, UPLOADS_PER_USER_PER_MINUTE: '100000' } });
// The server runs in a process group of its own, which Ctrl-C does not reach: stop it here.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping the stack`);
    void Promise.all([stack.stop(), linkMix?.stop()]).finally(() => process.exit(130));
  });
}
const report = new Report();
const failures: Record<string, string> = {};
let engine = 'unknown';
let problems: string[] = [];
try {
  const { db, close } = await openDb(stack.mongoUri);
  engine = await engineName(db);
  await close();
  report.say(`bench on ${new Date().toISOString()}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${engine}, production build ${buildId}, uploads on ${minio ? 'S3 (MinIO)' : 'disk'}; ${config.only.join(', ')}`);
  for (const scenario of config.only) {
    const started = Date.now();
    try {
      await SCENARIOS[scenario](stack, report);
    } catch (error) {
      failures[scenario] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`[bench] ${scenario} failed: ${failures[scenario]}`);
    }
    console.log(`[bench] ${scenario} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  problems = serverProblems(stack.logFile);
  await stack.stop();
  await linkMix?.stop();
  await minio?.stop();
}
if (problems.length) {
  report.say(`server log: ${problems.length} line(s) about errors, the first ones:`);
  problems.slice(0, 10).forEach((line) => report.say(`  ${line.slice(0, 400)}`));
}
report.finish(RESULTS, {
  date: new Date().toISOString(),
  machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, memoryMb: Math.round(os.totalmem() / 2 ** 20), node: process.version },
  engine,
  mode: 'production',
  buildId,
  knobs: config,
  failures,
  serverLogProblems: problems.slice(0, 50),
});
process.exit(Object.keys(failures).length ? 1 : 0);
