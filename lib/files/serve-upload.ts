import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from '@/lib/api/errors';
import { UploadedFile, type UploadedFileDoc } from '@/models/UploadedFile';
import { uploadDir } from './receive-upload';
import { isStoredName } from './upload-url';

// Files under /uploads/ (inline) and /download/ (attachment). No token (an <img> cannot send
// one); the random stored name is the capability. Whatever the bytes, nothing served here may run
// script on our origin: nosniff, a sandboxing CSP, and documents that browsers would open as
// pages are never inline.

/** Types a browser shows itself; everything else goes out as an attachment even from /uploads/. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|video\/(mp4|webm|ogg)|audio\/(mp4|webm|ogg|wav|mpeg)|text\/plain|application\/pdf)/;

// `sandbox` without allow-scripts gives the document an opaque origin and no script; PDF viewers
// refuse sandboxed documents, and a PDF cannot script our origin anyway.
const SANDBOX_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const PDF_CSP = "default-src 'none'; style-src 'unsafe-inline'";

interface ServeOptions {
  name: string;
  disposition: 'inline' | 'attachment';
  range: string | null;
}

/** RFC 6266 / RFC 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=` range (the only kind media players send); undefined means "send it all". */
function parseRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

async function findFile(name: string): Promise<{ doc: UploadedFileDoc; file: string; size: number }> {
  // The pattern admits no dot-dot, slash or percent sign: nothing outside UPLOAD_DIR is reachable.
  if (!isStoredName(name)) throw notFound('file');
  const doc = await UploadedFile.findOne({ storedName: name }).lean<UploadedFileDoc>();
  if (!doc) throw notFound('file');
  const file = path.join(uploadDir(), name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw notFound('file');
  return { doc, file, size: info.size };
}

export interface PreparedUpload {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** what to send: a byte range of the stored file, or nothing (416, empty file) */
  body?: { file: string; start: number; end: number };
}

/** Status, headers and byte range of an answer for /uploads/ or /download/; 404 NOT_FOUND for unknown names. */
export async function prepareUpload(opts: ServeOptions): Promise<PreparedUpload> {
  const { doc, file, size } = await findFile(opts.name);
  const inline = opts.disposition === 'inline' && INLINE_TYPES.test(doc.mimeType);
  const headers: Record<string, string> = {
    'Content-Type': doc.mimeType,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', doc.originalName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': doc.mimeType === 'application/pdf' ? PDF_CSP : SANDBOX_CSP,
    'Cross-Origin-Resource-Policy': 'same-site',
    'Cache-Control': 'private, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  };
  const range = parseRange(opts.range, size);
  if (range === 'unsatisfiable') {
    delete headers['Content-Disposition'];
    return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' } };
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  return { status: range ? 206 : 200, headers, body: size === 0 ? undefined : { file, start, end } };
}

/**
 * The answer as a web Response, for the route handlers. Next 16 drops Content-Length from route
 * handler responses (send-response.js, FORBIDDEN_HEADERS), so the body goes out chunked there;
 * `handleUploadRequest` (serve-upload-node.ts) answers the same with Content-Length when server.ts
 * calls it before Next.
 */
export async function serveUpload(opts: ServeOptions): Promise<Response> {
  const prepared = await prepareUpload(opts);
  const { body } = prepared;
  const stream = body ? (Readable.toWeb(createReadStream(body.file, { start: body.start, end: body.end })) as unknown as ReadableStream<Uint8Array>) : null;
  return new Response(stream, { status: prepared.status, headers: prepared.headers });
}
