// What a file is, read from its first bytes (magic numbers), never from the client's claim.
// Covers the upload classes of SPEC.md section 5 and the executables we always refuse.

export type FileKind = 'image' | 'video' | 'audio' | 'file';

export interface SniffedType {
  /** a short label of the format: png, jpeg, mp4, ogg, zip, text ... */
  format: string;
  /** the MIME type the file is served with (for containers: the default reading) */
  mime: string;
  /** the stored extension */
  ext: string;
  /** the kinds these bytes can be; containers such as webm or ogg carry video or audio */
  kinds: FileKind[];
}

/** How many leading bytes the sniffer wants to see. */
export const SNIFF_BYTES = 4100;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** Native programs and scripts: refused whatever name or type they arrive under. */
export function isExecutable(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x4d, 0x5a]) || // MZ: Windows PE / DOS
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(bytes, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O fat binary / Java class
    startsWith(bytes, [0x00, 0x61, 0x73, 0x6d]) || // WebAssembly
    startsWith(bytes, [0x23, 0x21]) // #! script
  );
}

function sniffIsoMedia(bytes: Uint8Array): SniffedType | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const brand = ascii(bytes, 8, 12);
  if (/^M4[ABP] $/.test(brand)) return { format: 'm4a', mime: 'audio/mp4', ext: 'm4a', kinds: ['audio'] };
  // QuickTime, HEIF/AVIF stills and camera raw are ISO media too, but not in the accepted classes.
  if (['qt  ', 'heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'crx '].includes(brand)) return undefined;
  return { format: 'mp4', mime: 'video/mp4', ext: 'mp4', kinds: ['video', 'audio'] };
}

function sniffMatroska(bytes: Uint8Array): SniffedType | undefined {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return undefined;
  // The EBML header names the DocType near the start: webm is accepted, other Matroska is not.
  const head = ascii(bytes, 0, Math.min(bytes.length, 64));
  if (!head.includes('webm')) return undefined;
  return { format: 'webm', mime: 'video/webm', ext: 'webm', kinds: ['video', 'audio'] };
}

function sniffOgg(bytes: Uint8Array): SniffedType | undefined {
  if (ascii(bytes, 0, 4) !== 'OggS') return undefined;
  const head = ascii(bytes, 0, Math.min(bytes.length, 256));
  if (head.includes('theora')) return { format: 'ogg', mime: 'video/ogg', ext: 'ogv', kinds: ['video', 'audio'] };
  return { format: 'ogg', mime: 'audio/ogg', ext: 'ogg', kinds: ['audio', 'video'] };
}

function isMp3(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) === 'ID3') return true;
  // MPEG audio frame sync: 11 set bits, then a version, and a layer that is not "reserved" (00 is AAC ADTS).
  return bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && ((bytes[1] >> 1) & 0x03) !== 0 && ((bytes[1] >> 3) & 0x03) !== 1;
}

/** Text: no NUL or stray control bytes, and valid UTF-8 (or a UTF-16 byte-order mark). */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  for (const b of bytes) {
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b) || b === 0x7f) return false;
  }
  // The sample may cut a multi-byte character in two: leave up to three trailing bytes out.
  for (let cut = 0; cut <= 3 && cut <= bytes.length; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // try a shorter prefix
    }
  }
  return false;
}

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES of them when the file is that long),
 * `undefined` when it is none of the accepted formats. Executables are not recognised here:
 * check `isExecutable` first.
 */
export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png', mime: 'image/png', ext: 'png', kinds: ['image'] };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg', kinds: ['image'] };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { format: 'gif', mime: 'image/gif', ext: 'gif', kinds: ['image'] };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp', mime: 'image/webp', ext: 'webp', kinds: ['image'] };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return { format: 'wav', mime: 'audio/wav', ext: 'wav', kinds: ['audio'] };
  const media = sniffIsoMedia(bytes) ?? sniffMatroska(bytes) ?? sniffOgg(bytes);
  if (media) return media;
  if (ascii(bytes, 0, 5) === '%PDF-') return { format: 'pdf', mime: 'application/pdf', ext: 'pdf', kinds: ['file'] };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return { format: 'zip', mime: 'application/zip', ext: 'zip', kinds: ['file'] };
  }
  if (ascii(bytes, 0, 6) === 'Rar!\x1a\x07') return { format: 'rar', mime: 'application/vnd.rar', ext: 'rar', kinds: ['file'] };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { format: 'cfb', mime: 'application/x-cfb', ext: 'bin', kinds: ['file'] };
  }
  // MP3 after the containers: a frame sync is only two bytes and must not shadow them.
  if (isMp3(bytes)) return { format: 'mp3', mime: 'audio/mpeg', ext: 'mp3', kinds: ['audio'] };
  if (bytes.length > 0 && looksLikeText(bytes)) return { format: 'text', mime: 'text/plain; charset=utf-8', ext: 'txt', kinds: ['file'] };
  return undefined;
}
