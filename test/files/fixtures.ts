import { api, type ApiAnswer } from '../support/api';

// The first bytes of each accepted format (enough for the server's sniffer), plus refused ones.
const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');
const text = (s: string) => Buffer.from(s, 'latin1');

export const SAMPLES = {
  // a complete 1x1 PNG
  png: hex('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082'),
  jpeg: Buffer.concat([hex('ffd8ffe000104a46494600010100000100010000'), Buffer.alloc(64), hex('ffd9')]),
  gif: Buffer.concat([text('GIF89a'), hex('0100010080000000000000ffffff21f90401000000002c00000000010001000002024401003b')]),
  webp: Buffer.concat([text('RIFF'), hex('24000000'), text('WEBPVP8 '), hex('1800000030010095012a0100010002003425a400037000fefb940000')]),
  mp4: Buffer.concat([hex('00000018'), text('ftypisom'), hex('00000200'), text('isommp41'), hex('00000008'), text('free'), Buffer.alloc(32)]),
  m4a: Buffer.concat([hex('00000018'), text('ftypM4A '), hex('00000000'), text('M4A mp42'), Buffer.alloc(32)]),
  webm: Buffer.concat([hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701'), Buffer.alloc(32)]),
  ogg: Buffer.concat([text('OggS'), hex('0002000000000000000000000000000000000000000000'), text('\x01vorbis'), Buffer.alloc(32)]),
  wav: Buffer.concat([text('RIFF'), hex('24000000'), text('WAVEfmt '), hex('100000000100010044ac000088580100020010006461746100000000')]),
  mp3: Buffer.concat([text('ID3'), hex('03000000000a'), Buffer.alloc(10), hex('fffb9000'), Buffer.alloc(64)]),
  pdf: text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  zip: Buffer.concat([hex('504b0304140000000000'), Buffer.alloc(20), text('[Content_Types].xml')]),
  rar: Buffer.concat([text('Rar!'), hex('1a0700'), Buffer.alloc(32)]),
  cfb: Buffer.concat([hex('d0cf11e0a1b11ae1'), Buffer.alloc(504)]),
  text: Buffer.from('Hello, world.\nXin chào 你好\n', 'utf8'),
  html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>', 'utf8'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8'),
  exe: Buffer.concat([text('MZ'), hex('90000300000004000000ffff0000b800'), Buffer.alloc(48), text('This program cannot be run in DOS mode.')]),
  elf: Buffer.concat([hex('7f454c46020101'), Buffer.alloc(57)]),
  script: text('#!/bin/sh\nrm -rf /\n'),
  binary: hex('0001020304050607deadbeef'),
};

export interface UploadAnswer {
  url: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

/** POST /upload with one file (field `file` unless told) and optional text fields. */
export function upload(
  token: string | undefined,
  content: Uint8Array | Blob,
  fileName: string,
  mime = 'application/octet-stream',
  opts: { field?: string; fields?: Record<string, string> } = {},
): Promise<ApiAnswer<UploadAnswer & { code?: string }>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
  const blob = content instanceof Blob ? content : new Blob([content as Uint8Array<ArrayBuffer>], { type: mime });
  form.append(opts.field ?? 'file', blob, fileName);
  return api('/upload', { body: form, token });
}

/** The stored name in an upload answer's URL. */
export const storedName = (answer: { url: string }) => answer.url.replace('/uploads/', '');
