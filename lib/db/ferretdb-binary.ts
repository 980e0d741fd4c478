import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';

/** The project's patches to FerretDB (db/ferretdb/*.patch, applied in name order; each says why at its top). */
export const FERRETDB_PATCH_DIR = path.join(process.cwd(), 'db', 'ferretdb');

function patchFiles(): string[] {
  if (!existsSync(FERRETDB_PATCH_DIR)) return [];
  return readdirSync(FERRETDB_PATCH_DIR)
    .filter((name) => name.endsWith('.patch'))
    .sort()
    .map((name) => path.join(FERRETDB_PATCH_DIR, name));
}

/** Short hash of the patch set: a changed patch builds a new binary instead of reusing the old one. */
export function patchSetHash(): string {
  const hash = createHash('sha256');
  for (const file of patchFiles()) hash.update(path.basename(file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** Where the built binary is kept: outside the checkout, so every clone and CI run shares it. */
export function ferretdbCacheDir(): string {
  const base = process.env.FERRETDB_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'chat-app');
  return path.join(base, `ferretdb-${FERRETDB_VERSION}-${patchSetHash()}`);
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

/** Applies the patch set to a copy of the module source. */
async function applyPatches(sourceDir: string, log: (line: string) => void): Promise<void> {
  for (const file of patchFiles()) {
    log(`applying ${path.basename(file)}`);
    // GIT_CEILING_DIRECTORIES: never let git apply mistake an enclosing repository for the target.
    await run('git', ['apply', '--whitespace=nowarn', file], {
      cwd: sourceDir,
      env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(sourceDir) },
    });
  }
}

/**
 * Returns the FerretDB binary, building it with Go the first time (about a minute on 2 cores).
 * `go install pkg@version` is not used: it asks the module proxy for the module's version list
 * (to check for deprecation), which the proxy here refuses; downloading the one version and
 * building a copy of it needs only that version. The copy gets the project's patch set and
 * build/version/version.txt, which the release zip lacks and without which the binary refuses
 * to start. Returns undefined when there is neither a binary nor a Go toolchain.
 */
export async function ensureFerretdbBinary(log: (line: string) => void): Promise<string | undefined> {
  const binary = ferretdbBinaryPath();
  if (existsSync(binary)) return binary;
  if (!(await hasGo())) return undefined;
  log(`building FerretDB ${FERRETDB_VERSION} (patch set ${patchSetHash()}) with Go into ${path.dirname(binary)} (once)`);
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
    await applyPatches(sourceDir, log);
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
