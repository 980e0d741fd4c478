// Builds the FerretDB binary once (cached outside the checkout) so the first server start or test
// run does not pay for it. Does nothing when a mongod binary or MONGODB_URI will be used instead.
import { ensureFerretdbBinary, ferretdbBinaryPath } from '../lib/db/ferretdb-binary';

const started = Date.now();
if (process.env.MONGODB_URI || process.env.MONGOD_BINARY) {
  console.log('[ferretdb] not needed: MONGODB_URI or MONGOD_BINARY is set');
} else {
  const binary = await ensureFerretdbBinary((line) => console.log(`[ferretdb] ${line}`));
  if (!binary) {
    console.log('[ferretdb] no Go toolchain: the server will try a mongod binary or mongodb-memory-server instead');
  } else {
    console.log(`[ferretdb] ready: ${ferretdbBinaryPath()} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
