import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';

/** Where the built binary is kept: outside the checkout, so every clone and CI run shares it. */
export function ferretdbCacheDir(): string {
  const base = process.env.FERRETDB_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'chat-app');
  return path.join(base, `ferretdb-${FERRETDB_VERSION}`);
}

export function ferretdbBinaryPath(): string {
  return process.env.FERRETDB_BINARY || path.join(ferretdbCacheDir(), 'ferretdb');
}

async function hasGo(): Promise<boolean> {
  try {
    await run('go', ['version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the FerretDB binary, building it with Go the first time (about a minute on 2 cores).
 * `go install pkg@version` is not used: it asks the module proxy for the module's version list
 * (to check for deprecation), which the proxy here refuses; downloading the one version and
 * building a copy of it needs only that version. The copy gets build/version/version.txt,
 * which the release zip lacks and without which the binary refuses to start.
 * Returns undefined when there is neither a binary nor a Go toolchain.
 */
export async function ensureFerretdbBinary(log: (line: string) => void): Promise<string | undefined> {
  const binary = ferretdbBinaryPath();
  if (existsSync(binary)) return binary;
  if (!(await hasGo())) return undefined;
  log(`building FerretDB ${FERRETDB_VERSION} with Go into ${path.dirname(binary)} (once)`);
  const { stdout } = await run('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
    env: { ...process.env, GOFLAGS: '-mod=mod' },
    maxBuffer: 4 * 1024 * 1024,
  });
  const moduleDir = (JSON.parse(stdout) as { Dir: string }).Dir;
  const sourceDir = path.join(ferretdbCacheDir(), `src-${process.pid}`);
  mkdirSync(path.dirname(binary), { recursive: true });
  // Build to a unique name and rename, so two processes building at once never see half a file.
  const partial = `${binary}.${process.pid}.partial`;
  try {
    cpSync(moduleDir, sourceDir, { recursive: true });
    await run('chmod', ['-R', 'u+w', sourceDir]); // the module cache is read-only
    writeFileSync(path.join(sourceDir, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    // -checklinkname=0: FerretDB 1.24 was released for Go 1.24; newer linkers refuse its linknames.
    await run('go', ['build', '-trimpath', '-ldflags=-checklinkname=0', '-o', partial, './cmd/ferretdb'], {
      cwd: sourceDir,
      env: { ...process.env, CGO_ENABLED: '0' },
      maxBuffer: 16 * 1024 * 1024,
    });
    renameSync(partial, binary);
  } finally {
    rmSync(partial, { force: true });
    rmSync(sourceDir, { recursive: true, force: true });
  }
  return binary;
}
