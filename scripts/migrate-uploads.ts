// npm run uploads:migrate [-- --from <folder>]
// Copies a local uploads folder (default: UPLOAD_DIR) into the file store the environment names
// (UPLOAD_STORE=s3 and the S3_* variables: the bucket). Idempotent: a file the store already holds
// at the same size is left alone, so it can run again after a failure or while the old folder is
// still in use, and a second run copies nothing. Only stored names are copied (32 hex digits, a
// dot, an extension); a partial upload or anything else in the folder is not. Prints progress.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileStore } from '../lib/files/current-store';
import { isStoredName } from '../lib/files/upload-url';
import { env } from '../lib/env';

/** Copies in flight at once: enough to hide the store's latency, few enough for a small host. */
const PARALLEL = 4;
const PROGRESS_EVERY_MS = 1_000;

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const config = env();
const from = path.resolve(argument('--from') ?? config.UPLOAD_DIR);
const store = fileStore();
if (store.kind === 'disk' && from === path.resolve(config.UPLOAD_DIR)) {
  console.error(`[uploads:migrate] ${from} is already the store (UPLOAD_STORE=disk): set UPLOAD_STORE=s3 and the S3_* variables, or --from another folder`);
  process.exit(2);
}

const names = readdirSync(from).filter((name) => isStoredName(name) && statSync(path.join(from, name)).isFile());
const counts = { copied: 0, present: 0, failed: 0, bytes: 0 };
const done = () => counts.copied + counts.present + counts.failed;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const progress = () =>
  console.log(`[uploads:migrate] ${done()}/${names.length}: ${counts.copied} copied (${mb(counts.bytes)}), ${counts.present} already there, ${counts.failed} failed`);

async function copy(name: string): Promise<void> {
  const file = path.join(from, name);
  const size = statSync(file).size;
  try {
    if ((await store.stat(name))?.size === size) {
      counts.present += 1;
      return;
    }
    // The app serves each file with the type its record names; the object's own type is informative.
    await store.put(name, createReadStream(file), { contentType: 'application/octet-stream', size });
    counts.copied += 1;
    counts.bytes += size;
  } catch (error) {
    counts.failed += 1;
    console.error(`[uploads:migrate] ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

console.log(`[uploads:migrate] ${names.length} files from ${from} into the ${store.kind} store${store.kind === 's3' ? ` (bucket ${config.S3_BUCKET})` : ''}`);
const ticker = setInterval(progress, PROGRESS_EVERY_MS);
let next = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < names.length) await copy(names[next++]);
  }),
);
clearInterval(ticker);
progress();
process.exit(counts.failed ? 1 : 0);
