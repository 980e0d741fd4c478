import { notFound } from '@/lib/errors/api-error';
import { FileAnswer } from '@/lib/files/file-answer';
import { UploadedFile, type UploadedFileDoc } from '@/models/UploadedFile';
import { fileStore } from './current-store';
import { isStoredName } from './upload-url';

// Files under /uploads/ (inline) and /download/ (attachment). No token (an <img> cannot send
// one); the random stored name is the capability. Whatever the bytes, nothing served here may run
// script on our origin: nosniff, a sandboxing CSP, and documents that browsers would open as
// pages are never inline. The bytes come from the file store, a bucket too: the app streams them
// (the Range asked for, read from the store) rather than redirecting to a signed URL of the
// bucket, so the URLs, the headers above and the same-origin policy of the pages stay as they
// are, and the bucket need not be reachable from browsers.

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
  /** HEAD: the headers only, nothing read from the store but whether the file is there */
  head: boolean;
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

async function findRecord(name: string): Promise<UploadedFileDoc> {
  // The pattern admits no dot-dot, slash or percent sign: no other file of the store is reachable.
  if (!isStoredName(name)) throw notFound('file');
  const doc = await UploadedFile.findOne({ storedName: name }).lean<UploadedFileDoc>();
  if (!doc) throw notFound('file');
  return doc;
}

/** 404 NOT_FOUND when the store lacks the file of a record (an answer with no bytes to send). */
async function requireStored(name: string): Promise<void> {
  if (!(await fileStore().stat(name))) throw notFound('file');
}

/** Status, headers and byte range of an answer for /uploads/ or /download/; 404 NOT_FOUND for unknown names. */
export async function prepareUpload(opts: ServeOptions): Promise<FileAnswer> {
  const doc = await findRecord(opts.name);
  const { size } = doc;
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
    await requireStored(opts.name);
    delete headers['Content-Disposition'];
    return new FileAnswer(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (opts.head || size === 0) {
    await requireStored(opts.name);
    return new FileAnswer(status, headers);
  }
  // Opened before the headers go out: a file the store lacks, or a store that is away, is still
  // answered 404 or 503.
  return new FileAnswer(status, headers, await fileStore().read(opts.name, { start, end }));
}
