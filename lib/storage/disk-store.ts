import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '@/lib/errors/api-error';
import type { ByteRange, FileStore, PutOptions } from '@/lib/files/file-store';
import { storageError } from '@/lib/files/storage-error';

// Uploads in a folder (UPLOAD_DIR). A file is written under a hidden temporary name and renamed
// once whole, so a reader never sees half of one and a failed write leaves nothing behind.
// Names are checked by the caller (lib/files/upload-url.ts: hex, a dot, an extension), so none
// reaches outside the folder.

const missing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT';

export function diskStore(folder: string): FileStore {
  const dir = path.resolve(folder);
  const at = (name: string) => path.join(dir, name);
  const refused = (error: unknown): never => {
    throw storageError(error);
  };

  return {
    kind: 'disk',

    async put(name: string, body: Readable, options: PutOptions): Promise<void> {
      await mkdir(dir, { recursive: true }).catch(refused);
      const partial = at(`.${randomBytes(16).toString('hex')}.upload`);
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }), { signal: options.signal });
        await rename(partial, at(name));
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        refused(error);
      }
    },

    async stat(name: string) {
      try {
        const info = await stat(at(name));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if (missing(error)) return undefined;
        return refused(error);
      }
    },

    async read(name: string, range: ByteRange): Promise<Readable> {
      // Opened before the answer's headers go out: a missing file is still a 404.
      const handle = await open(at(name), 'r').catch((error: unknown) => {
        throw missing(error) ? notFound('file') : storageError(error);
      });
      return handle.createReadStream({ start: range.start, end: range.end });
    },

    async rename(from: string, to: string): Promise<void> {
      await rename(at(from), at(to)).catch(refused);
    },

    async remove(names: string[]): Promise<void> {
      await Promise.all(names.map((name) => rm(at(name), { force: true })));
    },
  };
}
