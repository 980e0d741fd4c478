import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Busboy from 'busboy';
import type { Types } from 'mongoose';
import { ApiError, invalidField } from '@/lib/api/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/config/public-config';
import { env } from '@/lib/env';
import { takeHit } from '@/lib/util/rate-limit';
import type { Reason } from '@/lib/validations/issue';
import { UploadedFile, type UploadedFileDoc } from '@/models/UploadedFile';
import { classifyUpload } from './classify-upload';
import { SNIFF_BYTES } from './sniff-type';
import { storageError } from './storage-error';

// A multipart upload streamed to disk: the file never sits whole in memory. Busboy stops
// writing at the limit; the partial file is then deleted and the call answers 413.

/** Room for the multipart framing and small fields around a file of the maximum size. */
const MULTIPART_OVERHEAD = 256 * 1024;

/** Where a multipart upload comes from: a request's body and headers (a Request fits as it is). */
export interface UploadSource {
  body: ReadableStream<Uint8Array> | null;
  headers: Headers;
}

interface ReceiveOptions extends UploadSource {
  uploadedBy: Types.ObjectId;
  /** the form fields that may carry the file, first one wins */
  fileFields?: string[];
}

export interface ReceivedUpload {
  file: UploadedFileDoc;
  /** the other (text) fields of the form */
  fields: Record<string, string>;
}

interface IncomingFile {
  field: string;
  fileName: string;
  declaredMime: string;
  tmpPath: string;
  size: number;
  truncated: boolean;
  sample: Buffer;
  stream: Readable;
  out: WriteStream;
  written: Promise<void>;
}

export const uploadDir = () => path.resolve(env().UPLOAD_DIR);

/** Keeps the first bytes for the sniffer and counts the rest as they pass. */
function sampler(file: IncomingFile): Transform {
  const chunks: Buffer[] = [];
  let kept = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      file.size += chunk.length;
      if (kept < SNIFF_BYTES) {
        chunks.push(chunk.subarray(0, SNIFF_BYTES - kept));
        kept += Math.min(chunk.length, SNIFF_BYTES - kept);
        file.sample = Buffer.concat(chunks);
      }
      callback(null, chunk);
    },
  });
}

/**
 * The name as sent, without any folder part or control characters, at most 200 characters.
 * Browsers send `"` as %22 and line breaks as %0A/%0D in multipart names (HTML form encoding).
 */
function cleanFileName(raw: string | undefined): string {
  const unescaped = (raw ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, '');
  const base = unescaped.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
}

const removeQuietly = (file: string) => unlink(file).catch(() => undefined);

/** Stops writing a partial file and deletes it once its descriptor is closed. */
function discard(file: IncomingFile): void {
  file.stream.destroy();
  if (file.out.closed) {
    void removeQuietly(file.tmpPath);
    return;
  }
  file.out.once('close', () => void removeQuietly(file.tmpPath));
  file.out.destroy();
}

/** 400 VALIDATION_ERROR about the (first) file field: none sent, an empty one, or no readable form. */
const noFile = (fileFields: string[], reason: Reason) => invalidField(fileFields[0], { reason, text: 'fileRequired' });

function parseMultipart(opts: ReceiveOptions, dir: string): Promise<{ file?: IncomingFile; fields: Record<string, string> }> {
  const fileFields = opts.fileFields ?? ['file'];
  const contentType = opts.headers.get('content-type') ?? '';
  if (!opts.body || !/^multipart\/form-data/i.test(contentType)) throw noFile(fileFields, 'REQUIRED');
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy reports the limit when a file *reaches* it: one byte more lets exactly 40 MB through
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 5, fields: 20, fieldSize: 4096, parts: 30 },
    });
  } catch {
    throw noFile(fileFields, 'INVALID_FORMAT');
  }

  const fields: Record<string, string> = {};
  let received: IncomingFile | undefined;
  const source = Readable.fromWeb(opts.body as unknown as WebReadableStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    let failed = false;
    // On any failure stop parsing but keep reading (and dropping) the request body: cutting the
    // connection mid-upload makes clients see a reset instead of our answer.
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // (busboy itself is only unhooked: destroying it inside its own 'limit' event breaks it)
      source.unpipe(busboy);
      source.resume();
      if (received) discard(received);
      reject(error);
    };

    busboy.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    busboy.on('file', (name, stream, info) => {
      if (received || !fileFields.includes(name)) {
        stream.resume();
        return;
      }
      const out = createWriteStream(path.join(dir, `.${randomBytes(16).toString('hex')}.upload`), { flags: 'wx' });
      const file: IncomingFile = {
        field: name,
        fileName: cleanFileName(info.filename),
        declaredMime: info.mimeType ?? '',
        tmpPath: out.path as string,
        size: 0,
        truncated: false,
        sample: Buffer.alloc(0),
        stream,
        out,
        written: Promise.resolve(),
      };
      stream.on('limit', () => {
        // Stop reading at once: the rest of an oversized upload is not worth receiving.
        file.truncated = true;
        fail(new ApiError('FILE_TOO_LARGE'));
      });
      file.written = pipeline(stream, sampler(file), out);
      file.written.catch(fail);
      received = file;
    });
    busboy.on('error', () => fail(new ApiError('VALIDATION_ERROR')));
    busboy.on('close', () => {
      if (failed) return;
      Promise.resolve(received?.written)
        .then(() => resolve({ file: received, fields }))
        .catch(fail);
    });
    // A client that goes away mid-upload: nobody reads the answer, but the partial file must go.
    source.on('error', () => fail(new ApiError('VALIDATION_ERROR')));
    source.pipe(busboy);
  });
}

/**
 * Receives the file of a multipart request, checks its size and type, and records it. Every
 * upload route comes here, so here each account's uploads are counted (UPLOADS_PER_USER_PER_MINUTE,
 * shared by every app process when REDIS_URL is set), before a byte is read.
 */
export async function receiveUpload(opts: ReceiveOptions): Promise<ReceivedUpload> {
  await takeHit(`upload:${opts.uploadedBy}`, env().UPLOADS_PER_USER_PER_MINUTE, 60_000);
  const declaredLength = Number(opts.headers.get('content-length') ?? NaN);
  if (declaredLength > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw new ApiError('FILE_TOO_LARGE');
  const dir = uploadDir();
  const refusedByDisk = (error: unknown) => {
    throw storageError(error);
  };
  await mkdir(dir, { recursive: true }).catch(refusedByDisk);

  // A full or read-only folder fails the write (the partial file is deleted): 507 or 503.
  const { file, fields } = await parseMultipart(opts, dir).catch(refusedByDisk);
  if (!file) throw noFile(opts.fileFields ?? ['file'], 'REQUIRED');
  let finalPath: string | undefined;
  try {
    if (file.truncated) throw new ApiError('FILE_TOO_LARGE');
    if (file.size === 0) throw noFile([file.field], 'EMPTY');
    const type = classifyUpload({
      sample: file.sample,
      fileName: file.fileName,
      declaredMime: file.declaredMime,
      typeField: fields.type,
      field: file.field,
    });
    const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    finalPath = path.join(dir, storedName);
    await rename(file.tmpPath, finalPath).catch(refusedByDisk);
    const doc = await UploadedFile.create({
      storedName,
      originalName: file.fileName || `file.${type.ext}`,
      mimeType: type.mime,
      size: file.size,
      kind: type.kind,
      uploadedBy: opts.uploadedBy,
    });
    return { file: doc.toObject() as UploadedFileDoc, fields };
  } catch (error) {
    await removeQuietly(file.tmpPath);
    if (finalPath) await removeQuietly(finalPath);
    throw error;
  }
}
