// The app as users run it: a production build (`next build`) in a folder of the bench's own,
// so a developer's .next and the e2e build are left alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTsconfig } from '../test/support/stack';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds into `distDir`, or with `reuse` checks that a build is there; resolves to its BUILD_ID. */
export function productionBuild(distDir: string, reuse: boolean): string {
  const buildId = path.join(ROOT, distDir, 'BUILD_ID');
  if (reuse) {
    if (!existsSync(buildId)) throw new Error(`BENCH_SKIP_BUILD=1 but ${distDir} holds no build`);
    return readFileSync(buildId, 'utf8').trim();
  }
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TSCONFIG_PATH: runTsconfig(distDir), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  console.log(`[bench] next build into ${distDir} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return readFileSync(buildId, 'utf8').trim();
}
