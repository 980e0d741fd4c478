import mongoose from 'mongoose';
import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

const DB_WAIT_MS = 1500;

/**
 * The one mongoose connection of this process. server.ts resolves MONGODB_URI (starting the
 * embedded database when it is unset) before Next loads, so route handlers only ever connect.
 */
export function connectDb(): Promise<typeof mongoose> {
  const existing = getProcessSingleton<Promise<typeof mongoose>>('mongoose');
  if (existing) return existing;
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set: start the app through server.ts');
  mongoose.set('strictQuery', true);
  // FerretDB has no sessions with retryable writes; plain writes work on both servers.
  // Short waits: with the database away, a request answers 503 DB_UNAVAILABLE within 2 s instead
  // of hanging (the embedded one is restarted; the driver reconnects by itself).
  mongoose.set('bufferTimeoutMS', DB_WAIT_MS);
  const connecting = mongoose.connect(uri, { retryWrites: false, serverSelectionTimeoutMS: DB_WAIT_MS, connectTimeoutMS: DB_WAIT_MS, maxPoolSize: 20 });
  setProcessSingleton('mongoose', connecting);
  connecting.catch(() => setProcessSingleton('mongoose', undefined));
  return connecting;
}

export async function disconnectDb(): Promise<void> {
  if (getProcessSingleton('mongoose')) {
    await mongoose.disconnect();
    setProcessSingleton('mongoose', undefined);
  }
}

export function dbState(): 'up' | 'down' {
  return mongoose.connection.readyState === 1 ? 'up' : 'down';
}
