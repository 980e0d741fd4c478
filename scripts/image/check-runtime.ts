// Rebuilds the Docker image's stages without Docker (no engine runs on the CI machines) and
// starts the runtime stage as the image would: only the files its COPY lines bring, its ENV,
// its CMD, pointed at a test database. It must answer /api/health and serve /login, and its
// HEALTHCHECK must pass; a file missing from the image or a dev-only import fails here.
//
//   npm run test:image            (part of `npm run test:all`; about 3 minutes)
//
// The deps and build stages run their own commands (`npm ci`, `next build`, `npm prune`)
// in a scratch folder. Paths under the image's WORKDIR are mapped into that folder; `chown` is
// a no-op here (there is no `node` user on the host), and the runtime's USER must not be root.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../lib/db/free-port';
import { launchEmbeddedDatabase } from '../../lib/db/launcher';
import { startSmtpMailbox } from '../../test/support/mailbox';
import { productionPushKeys as vapidEnvironment } from '../../test/support/push-keys';
import { dockerignoreMatcher, parseCommand, parseCopy, parseDockerfile, parseEnv, type Stage } from './dockerfile';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const keep = process.env.KEEP_IMAGE_DIR === '1';
const started = Date.now();
const say = (line: string) => console.log(`[image] ${line} (${Math.round((Date.now() - started) / 1000)} s)`);

const stages = parseDockerfile(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1)!;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'chat-image-'));
const ignored = dockerignoreMatcher(existsSync(path.join(ROOT, '.dockerignore')) ? readFileSync(path.join(ROOT, '.dockerignore'), 'utf8') : '');

/** Only what the image sets: nothing of this machine's environment leaks into a stage. */
const asEnv = (env: Record<string, string>) => env as unknown as NodeJS.ProcessEnv;

interface StageState {
  root: string;
  workdir: string;
  env: Record<string, string>;
}
const built = new Map<string, StageState>();

/** A path inside a stage's file system, mapped into the scratch folder. */
const inStage = (state: StageState, p: string) => path.join(state.root, path.isAbsolute(p) ? p : path.join(state.workdir, p));
/** Replaces the image's absolute paths (its WORKDIR) with where they live here. */
const mapPaths = (state: StageState, text: string) =>
  state.workdir === '/' ? text : text.split(state.workdir).join(path.join(state.root, state.workdir));

/** `COPY . .`: the build context (the repository) less what .dockerignore leaves out. */
function copyContext(dest: string, relative = '') {
  for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (ignored(rel)) continue;
    if (entry.isDirectory()) copyContext(dest, rel);
    else {
      mkdirSync(path.join(dest, relative), { recursive: true });
      cpSync(path.join(ROOT, rel), path.join(dest, rel), { verbatimSymlinks: true });
    }
  }
}

function copy(state: StageState, args: string) {
  const { from, sources, dest } = parseCopy(args);
  const target = inStage(state, dest);
  for (const source of sources) {
    if (!from && source === '.') {
      copyContext(target);
      continue;
    }
    const origin = from ? inStage(built.get(from)!, source) : path.join(ROOT, source);
    if (!existsSync(origin)) throw new Error(`COPY ${args}: ${source} does not exist${from ? ` in stage ${from}` : ''}`);
    const into = sources.length > 1 || dest.endsWith('/') ? path.join(target, path.basename(source)) : target;
    mkdirSync(path.dirname(into), { recursive: true });
    cpSync(origin, into, { recursive: true, verbatimSymlinks: true });
  }
}

function run(state: StageState, command: string, line: number) {
  const cwd = path.join(state.root, state.workdir);
  mkdirSync(cwd, { recursive: true });
  const result = spawnSync('/bin/sh', ['-c', `chown() { :; }; ${mapPaths(state, command)}`], {
    cwd,
    stdio: 'inherit',
    env: asEnv({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), ...state.env }),
  });
  if (result.status !== 0) throw new Error(`Dockerfile:${line}: RUN ${command} exited with ${result.status}`);
}

/** `node:24-bookworm-slim` -> 24: the image's Node.js major, which this machine's stands in for. */
const nodeMajorOf = (image: string) => /^node:(\d+)/.exec(image)?.[1];

function buildStage(stage: Stage): StageState {
  const base = built.get(stage.from);
  const imageNode = nodeMajorOf(stage.from);
  const hostNode = process.versions.node.split('.')[0];
  if (imageNode && imageNode !== hostNode) say(`warning: the image runs Node.js ${imageNode}, this check Node.js ${hostNode} (.ci/run brings the image's)`);
  // A stage built on another continues in its folder (the base is not used again on its own).
  const state: StageState = base ? { ...base, env: { ...base.env } } : { root: path.join(scratch, stage.name), workdir: '/', env: {} };
  say(`stage ${stage.name} (from ${stage.from})`);
  for (const { op, args, line } of stage.instructions) {
    if (op === 'WORKDIR') state.workdir = args;
    else if (op === 'ENV') Object.assign(state.env, parseEnv(args));
    else if (op === 'COPY') copy(state, args);
    else if (op === 'RUN') run(state, args, line);
    else if (!['USER', 'EXPOSE', 'HEALTHCHECK', 'CMD', 'LABEL'].includes(op)) throw new Error(`Dockerfile:${line}: ${op} is not replayed by this check`);
  }
  built.set(stage.name, state);
  return state;
}

for (const stage of stages) {
  for (const later of stages.slice(stages.indexOf(stage) + 1)) {
    const copiedFrom = later.instructions.some((i) => i.op === 'COPY' && parseCopy(i.args).from === stage.name);
    const builtOn = stages.some((s) => s.from === stage.name);
    if (copiedFrom && builtOn) throw new Error(`stage ${stage.name} is both a base and a COPY source: not replayed by this check`);
  }
}

let server: ChildProcess | undefined;
let database: Awaited<ReturnType<typeof launchEmbeddedDatabase>> | undefined;
let mailbox: Awaited<ReturnType<typeof startSmtpMailbox>> | undefined;
try {
  for (const stage of stages) buildStage(stage);
  const state = built.get(runtime.name)!;
  const user = runtime.instructions.filter((i) => i.op === 'USER').at(-1)?.args;
  if (!user || /^(root|0)(:|$)/.test(user)) throw new Error('the runtime stage must run as a non-root USER');
  const cmd = runtime.instructions.find((i) => i.op === 'CMD');
  const healthcheck = runtime.instructions.find((i) => i.op === 'HEALTHCHECK');
  if (!cmd || !healthcheck) throw new Error('the runtime stage needs a CMD and a HEALTHCHECK');

  database = await launchEmbeddedDatabase({ dataDir: path.join(scratch, 'db'), dbName: 'chat_image', allowDownload: false });
  mailbox = await startSmtpMailbox(path.join(scratch, 'mail'));
  const port = await freePort();
  const imagePort = state.env.PORT ?? '3000';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: path.join(state.root, state.workdir),
    ...Object.fromEntries(Object.entries(state.env).map(([k, v]) => [k, mapPaths(state, v)])),
    // What compose gives the app (docker-compose.yml), with this run's database and port.
    MONGODB_URI: database.uri,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_FROM: 'Chat <no-reply@chat.local>',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...vapidEnvironment(),
    ADMIN_CODE: 'image-check',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const [program, ...programArgs] = parseCommand(cmd.args);
  const cwd = path.join(state.root, state.workdir);
  say(`starting the runtime stage: ${[program, ...programArgs].join(' ')} in ${cwd}`);
  const output: string[] = [];
  server = spawn(program, programArgs, { cwd, env: asEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk) => output.push(String(chunk)));
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the runtime stage exited with ${server.exitCode}:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`the runtime stage did not answer /api/health in 120 s:\n${output.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  say('/api/health answers');

  const login = await fetch(`${base}/login`);
  const html = await login.text();
  if (login.status !== 200 || !html.includes('<html')) throw new Error(`/login answered ${login.status}:\n${html.slice(0, 500)}`);
  const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]);
  if (!scripts.length) throw new Error('/login names no script of the build');
  for (const script of scripts) {
    const res = await fetch(`${base}${script}`);
    await res.arrayBuffer(); // read to the end, as the emoji below
    if (!res.ok) throw new Error(`${script} answered ${res.status}`);
  }
  say(`/login served with its ${scripts.length} scripts`);

  // Emoji images come from the @twemoji/svg package at run time: it must survive `npm prune --omit=dev`.
  const emoji = await fetch(`${base}/emoji/1f600.svg`);
  // The body is read to its end: an unread one keeps the connection busy, and the stop below
  // waits for it.
  const svg = await emoji.text();
  if (emoji.status !== 200 || emoji.headers.get('content-type') !== 'image/svg+xml' || !svg.includes('<svg')) {
    throw new Error(`/emoji/1f600.svg answered ${emoji.status}: ${svg.slice(0, 200)}`);
  }
  say('/emoji/1f600.svg served');

  // The service worker is bundled when the build prerenders its route (by a dev package): the
  // runtime stage must serve the built file, with the build's precache list in it.
  const worker = await fetch(`${base}/serwist/sw.js`);
  const workerText = await worker.text();
  if (worker.status !== 200 || !/javascript/.test(worker.headers.get('content-type') ?? '') || !workerText.includes('/_next/static/')) {
    throw new Error(`/serwist/sw.js answered ${worker.status} (${worker.headers.get('content-type')}): ${workerText.slice(0, 200)}`);
  }
  const manifest = await fetch(`${base}/manifest.webmanifest`);
  const manifestJson = (await manifest.json().catch(() => ({}))) as { start_url?: string; icons?: unknown[] };
  if (manifest.status !== 200 || manifestJson.start_url !== '/chat' || !manifestJson.icons?.length) throw new Error(`/manifest.webmanifest answered ${manifest.status}`);
  say('/serwist/sw.js and /manifest.webmanifest served');

  // The image's own HEALTHCHECK, against this run's port.
  const check = parseCommand(healthcheck.args.replace(/^(--\S+\s+)*CMD\s+/, '').split(`:${imagePort}`).join(`:${port}`));
  const probe = spawnSync(check[0], check.slice(1), { cwd, env: asEnv(env), encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`HEALTHCHECK exited with ${probe.status}: ${probe.stderr}`);
  say('HEALTHCHECK passes');

  // `docker stop` signals the container's first process only, not its process group.
  process.kill(server.pid!, 'SIGTERM');
  const code = await new Promise<number | null>((resolve) => server!.once('exit', resolve));
  if (code !== 0) throw new Error(`SIGTERM: the runtime stage exited with ${code}:\n${output.slice(-20).join('')}`);
  say('stops cleanly on SIGTERM: the image works');
} catch (error) {
  console.error(`[image] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (server?.exitCode === null) process.kill(-server.pid!, 'SIGKILL');
  await mailbox?.stop();
  await database?.stop();
  if (keep) console.log(`[image] kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
