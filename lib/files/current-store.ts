import { env } from '@/lib/env';
import { diskStore } from '@/lib/storage/disk-store';
import { s3Store } from '@/lib/storage/s3-store';
import type { FileStore } from './file-store';

// One store per bundle, not per process: a store's refusals are ApiErrors of its own bundle's
// copy of lib/errors/api-error.ts, and a store made by Next's bundle would throw errors that server.ts's
// copy of the error answer does not recognise (a 503 answered as 500). A store holds nothing but
// its settings and, for S3, a client with its connection pool: two per process do no harm.
let cached: FileStore | undefined;

/** This bundle's store, made once from the environment. */
export function fileStore(): FileStore {
  if (cached) return cached;
  const config = env();
  cached = config.UPLOAD_STORE === 's3' ? s3Store(config) : diskStore(config.UPLOAD_DIR);
  return cached;
}
