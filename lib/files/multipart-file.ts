import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Busboy from 'busboy';
import { ApiError, invalidField } from '@/lib/errors/api-error';
import { MAX_UPLOAD_BYTES } from '@/lib/config/public-config';
import type { Reason } from '@/lib/validations/issue';
import { classifyUpload, type Classified } from './classify-upload';
import type { FileStore } from './file-store';
import { SNIFF_BYTES } from './sniff-type';

// The file of a multipart form, streamed into the file store: it never sits whole in memory.
// Its first bytes are read first and decide what it may be, so a refused type is answered before
// the rest of the body arrives and nothing is stored; busboy stops at the size limit and the
// store's write is aborted. Either way nothing half-written stays.

/**
 * Where a multipart upload comes from: a request's body and headers. A web Request fits as it is
 * (Next's route handlers); the Node door passes its IncomingMessage as the body.
 */
export interface UploadSource {
  body: ReadableStream<Uint8Array> | Readable | null;
  headers: Pick<Headers, 'get'>;
}

export interface StoredPart {
  field: string;
  fileName: string;
  declaredMime: string;
  /** the first SNIFF_BYTES bytes (the whole file when shorter) */
  sample: Buffer;
  size: number;
  /** what the first bytes were taken for, with the fields sent before the file */
  type?: Classified;
  /** the name it is stored under; none for an empty file */
  storedName?: string;
}

/** 400 VALIDATION_ERROR about the (first) file field: none sent, an empty one, or no readable form. */
export const noFile = (fileFields: string[], reason: Reason) => invalidField(fileFields[0], { reason, text: 'fileRequired' });

export const newStoredName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/**
 * The name as sent, without any folder part or control characters, at most 200 characters.
 * Browsers send `"` as %22 and line breaks as %0A/%0D in multipart names (HTML form encoding).
 */
function cleanFileName(raw: string | undefined): string {
  const unescaped = (raw ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, '');
  const base = unescaped.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
}

/** Reads the file's first bytes, then hands them back with the rest as one stream, counting. */
async function splitHead(stream: Readable, part: StoredPart): Promise<Readable> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let ended = false;
  while (part.size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    part.size += next.value.length;
  }
  part.sample = Buffer.concat(head).subarray(0, SNIFF_BYTES);
  async function* whole() {
    yield* head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      part.size += next.value.length;
      yield next.value;
    }
  }
  return Readable.from(whole(), { objectMode: false });
}

interface ParseOptions extends UploadSource {
  fileFields: string[];
  store: FileStore;
}

/**
 * Parses the form; the file goes into `store` under a new random name. Resolves once the whole
 * form is read and the file stored; rejects (and stores nothing) on a refused type, the size
 * limit, a broken form or a store that fails.
 */
export function receiveMultipart(opts: ParseOptions): Promise<{ part?: StoredPart; fields: Record<string, string> }> {
  const contentType = opts.headers.get('content-type') ?? '';
  if (!opts.body || !/^multipart\/form-data/i.test(contentType)) throw noFile(opts.fileFields, 'REQUIRED');
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy reports the limit when a file *reaches* it: one byte more lets exactly 40 MB through
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 5, fields: 20, fieldSize: 4096, parts: 30 },
    });
  } catch {
    throw noFile(opts.fileFields, 'INVALID_FORMAT');
  }

  const fields: Record<string, string> = {};
  const source = opts.body instanceof Readable ? opts.body : Readable.fromWeb(opts.body as unknown as WebReadableStream<Uint8Array>);
  const stopWriting = new AbortController();
  let received: { part: StoredPart; stream: Readable; stored: Promise<void> } | undefined;

  return new Promise((resolve, reject) => {
    let failed = false;
    // On any failure stop parsing and storing but keep reading (and dropping) the request body:
    // cutting the connection mid-upload makes clients see a reset instead of our answer.
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // (busboy itself is only unhooked: destroying it inside its own 'limit' event breaks it)
      source.unpipe(busboy);
      source.resume();
      stopWriting.abort(error);
      received?.stream.destroy();
      const name = received?.part.storedName;
      // Settled first: the store's write ends (and is cleaned up) before the answer goes out.
      void Promise.resolve(received?.stored)
        .catch(() => undefined)
        .then(() => (name ? opts.store.remove([name]).catch(() => undefined) : undefined))
        .then(() => reject(error));
    };

    async function store(part: StoredPart, stream: Readable): Promise<void> {
      const body = await splitHead(stream, part);
      if (part.size === 0) return;
      // What the first bytes can be, with the fields sent so far; the whole form is checked again.
      part.type = classifyUpload({ sample: part.sample, fileName: part.fileName, declaredMime: part.declaredMime, typeField: fields.type, field: part.field });
      part.storedName = newStoredName(part.type.ext);
      await opts.store.put(part.storedName, body, { contentType: part.type.mime, signal: stopWriting.signal });
    }

    busboy.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    busboy.on('file', (name, stream, info) => {
      if (received || failed || !opts.fileFields.includes(name)) {
        stream.resume();
        return;
      }
      const part: StoredPart = { field: name, fileName: cleanFileName(info.filename), declaredMime: info.mimeType ?? '', sample: Buffer.alloc(0), size: 0 };
      stream.on('limit', () => {
        // Stop reading at once: the rest of an oversized upload is not worth receiving.
        fail(new ApiError('FILE_TOO_LARGE'));
      });
      received = { part, stream, stored: store(part, stream) };
      received.stored.catch(fail);
    });
    busboy.on('error', () => fail(new ApiError('VALIDATION_ERROR')));
    busboy.on('close', () => {
      if (failed) return;
      Promise.resolve(received?.stored)
        .then(() => resolve({ part: received?.part, fields }))
        .catch(fail);
    });
    // A client that goes away mid-upload: nobody reads the answer, but the partial file must go.
    source.on('error', () => fail(new ApiError('VALIDATION_ERROR')));
    source.pipe(busboy);
  });
}
