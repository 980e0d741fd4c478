import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { notFound } from '@/lib/errors/api-error';
import type { ByteRange, FileStore, PutOptions } from '@/lib/files/file-store';
import { storeAway } from '@/lib/files/storage-error';
import { logger } from '@/lib/log/logger';
import { s3Client, type S3Settings } from './s3-client';

// Uploads as objects of one bucket, keyed by their stored name. Uploads stream in: up to PART_BYTES
// at a time are held and sent as one part of a multipart upload (a smaller file goes as one PUT),
// so a 40 MB file never sits whole in memory; a failed or aborted upload is aborted in the store,
// which then keeps none of its parts.

/** S3's smallest part; a multipart upload holds at most QUEUE parts in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;
/** Deletions in flight at once (one DeleteObject each: every S3-compatible store has it). */
const DELETE_BATCH = 8;

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? '';
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** No object by that name (a missing bucket is a misconfigured store, not a missing file). */
function isMissingObject(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** Any other failure: the store is away, hung or refuses us. Logged for the operator, 503 for the caller. */
function unavailable(error: unknown, action: string): never {
  logger().warn({ err: { name: errorName(error), status: statusOf(error) }, action }, 'object store failed');
  throw storeAway();
}

export function s3Store(settings: S3Settings): FileStore {
  const client: S3Client = s3Client(settings);
  const Bucket = settings.S3_BUCKET!;

  return {
    kind: 's3',

    async put(name: string, body: Readable, options: PutOptions): Promise<void> {
      const upload = new Upload({
        client,
        params: { Bucket, Key: name, Body: body, ContentType: options.contentType, ContentLength: options.size },
        partSize: PART_BYTES,
        queueSize: QUEUE,
        leavePartsOnError: false,
      });
      // Ending the body with an error makes the upload fail and abort its multipart upload
      // before done() settles (Upload#abort would settle at once and clean up later).
      const stop = () => body.destroy(new Error('upload stopped'));
      options.signal?.addEventListener('abort', stop, { once: true });
      try {
        await upload.done();
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        unavailable(error, 'put');
      } finally {
        options.signal?.removeEventListener('abort', stop);
      }
    },

    async stat(name: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        return unavailable(error, 'stat');
      }
    },

    async read(name: string, range: ByteRange): Promise<Readable> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name, Range: `bytes=${range.start}-${range.end}` }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissingObject(error)) throw notFound('file');
        return unavailable(error, 'read');
      }
    },

    async rename(from: string, to: string): Promise<void> {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
        await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      } catch (error) {
        unavailable(error, 'rename');
      }
    },

    async remove(names: string[]): Promise<void> {
      try {
        for (let i = 0; i < names.length; i += DELETE_BATCH) {
          await Promise.all(names.slice(i, i + DELETE_BATCH).map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
        }
      } catch (error) {
        unavailable(error, 'remove');
      }
    },
  };
}
