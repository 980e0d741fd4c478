import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// MinIO, the S3-compatible store the storage tests and the S3 bench run against: built once from
// its Go module (a few minutes on 2 cores) and kept beside FerretDB (lib/db/ferretdb-binary.ts),
// outside the checkout, so every clone and CI run shares it. A test tool only: the app talks to
// any S3-compatible store through the AWS SDK and never runs this.

const run = promisify(execFile);

export const MINIO_MODULE = 'github.com/minio/minio';
/** MinIO publishes no semver tags: this is the module proxy's `latest` when it was pinned. */
export const MINIO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';

function cacheBase(): string {
  return process.env.FERRETDB_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'chat-app');
}

export function minioBinaryPath(): string {
  return process.env.MINIO_BINARY || path.join(cacheBase(), `minio-${MINIO_VERSION}`, 'minio');
}

/**
 * The MinIO binary, built with `go install` the first time; undefined when there is neither a
 * binary nor a Go toolchain (the tests that need it are then skipped, saying why).
 */
export async function ensureMinioBinary(log: (line: string) => void): Promise<string | undefined> {
  const binary = minioBinaryPath();
  if (existsSync(binary)) return binary;
  try {
    await run('go', ['version']);
  } catch {
    return undefined;
  }
  log(`building MinIO ${MINIO_VERSION} with Go into ${path.dirname(binary)} (once, a few minutes)`);
  // Into a folder of this process's own, then renamed: two builds at once never see half a file.
  const partialDir = `${path.dirname(binary)}.${process.pid}.partial`;
  mkdirSync(partialDir, { recursive: true });
  try {
    await run('go', ['install', '-trimpath', `${MINIO_MODULE}@${MINIO_VERSION}`], {
      env: { ...process.env, GOBIN: partialDir, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
      maxBuffer: 16 * 1024 * 1024,
    });
    mkdirSync(path.dirname(binary), { recursive: true });
    renameSync(path.join(partialDir, 'minio'), binary);
  } finally {
    rmSync(partialDir, { recursive: true, force: true });
  }
  return binary;
}
