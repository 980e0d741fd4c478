import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/db/free-port';
import { runTsconfig, startStack } from '../test/support/stack';
import { E2E_RING_TIMEOUT_MS } from './support/timings';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// E2E_DIST_DIR lets parallel runs (several engineers on one machine) build apart.
const DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e';

/** `next build` into its own folder, so a developer's .next (and `npm run dev`) are left alone. */
function build(): void {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) throw new Error(`E2E_SKIP_BUILD=1 but ${DIST_DIR} holds no build`);
    return;
  }
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TSCONFIG_PATH: runTsconfig(DIST_DIR), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  console.log(`[e2e] next build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Builds the app, starts the whole stack (fresh database, SMTP mailbox, production server) and
 * hands its address to the tests through the environment, which the workers inherit.
 * The function it answers is Playwright's teardown.
 */
export default async function globalSetup() {
  build();
  // Calls ring for 15 s (the integration tests' 3 s is too short for a person on a loaded machine
  // to see the ring and answer or decline): the no-answer spec waits for the end as a state.
  // The link previews' stand-in site (e2e/link-preview.spec.ts) listens here: the one host the
  // server may fetch from despite the address rule.
  const linkSitePort = await freePort();
  process.env.E2E_LINK_SITE_PORT = String(linkSitePort);
  const env = { CALL_RING_TIMEOUT_MS: String(E2E_RING_TIMEOUT_MS), LINK_PREVIEW_ALLOWED_HOSTS: `127.0.0.1:${linkSitePort}` };
  const stack = await startStack({ mode: 'production', distDir: DIST_DIR, env });
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  // For specs that seed more than the API can send in reasonable time (e2e/support/seed-db.ts).
  process.env.E2E_MONGO_URI = stack.mongoUri;
  console.log(`[e2e] server at ${stack.baseUrl} (log: ${stack.logFile})`);
  return async () => {
    await stack.stop();
  };
}
