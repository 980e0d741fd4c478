import { ApiError } from '@/lib/errors/api-error';
import { isExecutable, sniffType, type FileKind, type SniffedType } from './sniff-type';

// Decides what an upload is: the bytes say what it can be, and every claim the client made
// (MIME type, file extension, the `type` field) must agree with them when it names a media class.

export interface Classified {
  mime: string;
  ext: string;
  kind: FileKind;
}

interface ClassifyOptions {
  /** the file's first bytes (SNIFF_BYTES of them, or the whole file when shorter) */
  sample: Uint8Array;
  fileName: string;
  declaredMime: string;
  /** the optional `type` field of the form */
  typeField?: string;
  /** `image` (group avatars) takes PNG or JPEG only (SPEC.md section 5) */
  field: string;
}

const EXT_KINDS: Record<string, FileKind[]> = {
  png: ['image'], jpg: ['image'], jpeg: ['image'], jfif: ['image'], gif: ['image'], webp: ['image'],
  bmp: ['image'], svg: ['image'], ico: ['image'], tif: ['image'], tiff: ['image'], heic: ['image'], avif: ['image'],
  mp4: ['video'], m4v: ['video'], mov: ['video'], mkv: ['video'], avi: ['video'], ogv: ['video'],
  webm: ['video', 'audio'], ogg: ['audio', 'video'],
  mp3: ['audio'], mpeg: ['audio'], wav: ['audio'], m4a: ['audio'], oga: ['audio'], opus: ['audio'], weba: ['audio'], aac: ['audio'], flac: ['audio'],
};

/** Extensions refused whatever their bytes: programs, scripts and pages a browser would run. */
const BLOCKED_EXTS = new Set([
  'exe', 'dll', 'com', 'bat', 'cmd', 'msi', 'msp', 'scr', 'cpl', 'pif', 'ps1', 'vbs', 'vbe', 'js', 'mjs', 'jse', 'wsf', 'hta',
  'jar', 'apk', 'app', 'dmg', 'deb', 'rpm', 'sh', 'bash', 'elf', 'so', 'dylib', 'lnk', 'reg',
  'html', 'htm', 'xhtml', 'shtml', 'svg', 'svgz', 'xml', 'xsl', 'php', 'swf',
]);

const TEXT_EXTS = new Set(['txt', 'text', 'csv', 'log', 'md']);

const OFFICE_ZIP: Record<string, { mime: string; ext: string }> = {
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
};
const OFFICE_CFB: Record<string, { mime: string; ext: string }> = {
  doc: { mime: 'application/msword', ext: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls' },
};

const refuse = (): never => {
  throw new ApiError('UNSUPPORTED_FILE_TYPE');
};

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1].toLowerCase() : '';
}

function mimeClaim(declaredMime: string): FileKind[] {
  const top = declaredMime.toLowerCase().split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? [top] : [];
}

function typeFieldClaim(typeField: string | undefined): FileKind[] {
  const value = (typeField ?? '').trim().toLowerCase();
  if (value === 'image' || value === 'video' || value === 'audio') return [value];
  if (value === 'voice') return ['audio'];
  return [];
}

/** A container (webm, ogg, mp4) read as the kind the client asked for, else its default. */
function asKind(sniffed: SniffedType, kind: FileKind): Classified {
  if (sniffed.format === 'webm') return { mime: `${kind}/webm`, ext: 'webm', kind };
  if (sniffed.format === 'ogg') return kind === 'video' ? { mime: 'video/ogg', ext: 'ogv', kind } : { mime: 'audio/ogg', ext: 'ogg', kind };
  if (sniffed.format === 'mp4') return kind === 'audio' ? { mime: 'audio/mp4', ext: 'm4a', kind } : { mime: 'video/mp4', ext: 'mp4', kind };
  return { mime: sniffed.mime, ext: sniffed.ext, kind };
}

function classifyDocument(sniffed: SniffedType, ext: string, declaredMime: string): Classified {
  switch (sniffed.format) {
    case 'text': {
      // Plain text only, and served as text/plain whatever it contains.
      const unnamed = ext === '' && ['', 'text/plain', 'application/octet-stream'].includes(declaredMime.toLowerCase().split(';')[0].trim());
      if (!TEXT_EXTS.has(ext) && !unnamed) return refuse();
      return { mime: sniffed.mime, ext: 'txt', kind: 'file' };
    }
    case 'zip':
      return { ...(OFFICE_ZIP[ext] ?? { mime: 'application/zip', ext: 'zip' }), kind: 'file' };
    case 'cfb':
      // Compound files are Word and Excel documents, but also installers (.msi): name decides.
      return OFFICE_CFB[ext] ? { ...OFFICE_CFB[ext], kind: 'file' } : refuse();
    default:
      return { mime: sniffed.mime, ext: sniffed.ext, kind: 'file' };
  }
}

/** What the upload is, or 415 UNSUPPORTED_FILE_TYPE. */
export function classifyUpload(opts: ClassifyOptions): Classified {
  const ext = extensionOf(opts.fileName);
  if (BLOCKED_EXTS.has(ext) || isExecutable(opts.sample)) return refuse();
  const sniffed = sniffType(opts.sample) ?? refuse();

  const claims = [mimeClaim(opts.declaredMime), typeFieldClaim(opts.typeField), EXT_KINDS[ext] ?? []];
  if (opts.field === 'image') claims.push(['image']);
  const mediaClaims = claims.filter((claim) => claim.length > 0);
  // Every claim of a media class must fit the bytes: an .exe named .png, text sent as image/png ...
  for (const claim of mediaClaims) {
    if (!claim.some((kind) => sniffed.kinds.includes(kind))) return refuse();
  }
  if (opts.field === 'image' && sniffed.format !== 'png' && sniffed.format !== 'jpeg') return refuse();

  if (sniffed.kinds.includes('file')) return classifyDocument(sniffed, ext, opts.declaredMime);
  const wanted = mediaClaims.flat().find((kind) => sniffed.kinds.includes(kind)) ?? sniffed.kinds[0];
  return asKind(sniffed, wanted);
}
