// Builds the MinIO binary the storage tests and the S3 bench run against, once (cached outside
// the checkout, beside FerretDB), so the first test run does not pay for it.
import { ensureMinioBinary, minioBinaryPath } from '../lib/storage/minio-binary';

const started = Date.now();
const binary = await ensureMinioBinary((line) => console.log(`[minio] ${line}`));
if (!binary) console.log('[minio] no Go toolchain: the S3 storage tests will be skipped');
else console.log(`[minio] ready: ${minioBinaryPath()} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
