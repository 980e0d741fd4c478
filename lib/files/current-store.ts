import { env } from '@/lib/env';
import { diskStore } from '@/lib/storage/disk-store';
import { s3Store } from '@/lib/storage/s3-store';
import { processSingleton } from '@/lib/util/process-singleton';
import type { FileStore } from './file-store';

function storeFromEnv(): FileStore {
  const config = env();
  return config.UPLOAD_STORE === 's3' ? s3Store(config) : diskStore(config.UPLOAD_DIR);
}

/** This process's store, made once from the environment (route handlers and server.ts share it). */
export const fileStore = (): FileStore => processSingleton('fileStore', storeFromEnv);
