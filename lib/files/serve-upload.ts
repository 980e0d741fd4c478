import { stat } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '@/lib/api/errors';
import { FileAnswer } from '@/lib/api/file-answer';
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

/** Status, headers and byte range of an answer for /uploads/ or /download/; 404 NOT_FOUND for unknown names. */
export async function prepareUpload(opts: ServeOptions): Promise<FileAnswer> {
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
    return new FileAnswer(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  return new FileAnswer(range ? 206 : 200, headers, size === 0 ? undefined : { file, start, end });
}
