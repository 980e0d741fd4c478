import type { Readable } from 'node:stream';

// Where the bytes of uploaded files live: a folder (UPLOAD_DIR, the default) or an S3-compatible
// bucket (UPLOAD_STORE=s3). Everything that writes, serves or deletes an upload goes through this
// seam (the process's store: current-store.ts); the records (models/UploadedFile.ts) stay in the
// database either way. A store's refusals are already the API's: 404 NOT_FOUND for a name it does
// not hold, 503 STORAGE_UNAVAILABLE (or 507 STORAGE_FULL) with Retry-After when it cannot be
// reached or written.

export interface PutOptions {
  contentType: string;
  /** the byte count, when known beforehand (the migration); uploads stream with none */
  size?: number;
  /** aborting it stops the write, and nothing of it stays */
  signal?: AbortSignal;
}

/** An inclusive byte range, as in a Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes `body` under `name`, whole or not at all: a failed or aborted write leaves nothing. */
  put(name: string, body: Readable, options: PutOptions): Promise<void>;
  /** The stored size, or undefined when nothing is stored under `name`. */
  stat(name: string): Promise<{ size: number } | undefined>;
  /** Bytes `range` of `name`, once the store has them ready to flow (404 NOT_FOUND when none). */
  read(name: string, range: ByteRange): Promise<Readable>;
  /** Gives a stored file another name (the extension chosen once the whole form was read). */
  rename(from: string, to: string): Promise<void>;
  /** Deletes these names; missing ones are no error. */
  remove(names: string[]): Promise<void>;
}
