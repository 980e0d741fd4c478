import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors/api-error';
import { classifyUpload } from '@/lib/files/classify-upload';
import { isExecutable, sniffType } from '@/lib/files/sniff-type';
import { SAMPLES } from './fixtures';

const classify = (sample: Uint8Array, fileName: string, declaredMime = '', extra: { typeField?: string; field?: string } = {}) =>
  classifyUpload({ sample, fileName, declaredMime, typeField: extra.typeField, field: extra.field ?? 'file' });

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError && error.code === 'UNSUPPORTED_FILE_TYPE';
  }
  return false;
};

describe('sniffType (magic numbers)', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['mp4', 'video/mp4'],
    ['m4a', 'audio/mp4'],
    ['webm', 'video/webm'],
    ['ogg', 'audio/ogg'],
    ['wav', 'audio/wav'],
    ['mp3', 'audio/mpeg'],
    ['pdf', 'application/pdf'],
    ['zip', 'application/zip'],
    ['rar', 'application/vnd.rar'],
    ['text', 'text/plain; charset=utf-8'],
  ] as const)('%s is %s', (sample, mime) => {
    expect(sniffType(SAMPLES[sample])?.mime).toBe(mime);
  });

  it('recognises executables and leaves unknown binary unrecognised', () => {
    for (const sample of [SAMPLES.exe, SAMPLES.elf, SAMPLES.script]) expect(isExecutable(sample)).toBe(true);
    expect(isExecutable(SAMPLES.png)).toBe(false);
    expect(sniffType(SAMPLES.binary)).toBeUndefined();
  });

  it('a text sample cut inside a multi-byte character is still text', () => {
    const chinese = Buffer.from('你好'.repeat(10), 'utf8');
    expect(sniffType(chinese.subarray(0, chinese.length - 1))?.format).toBe('text');
  });
});

describe('classifyUpload (bytes against claims)', () => {
  it('takes the type from the bytes, not from the claim', () => {
    expect(classify(SAMPLES.png, 'photo.png', 'image/png')).toEqual({ mime: 'image/png', ext: 'png', kind: 'image' });
    // a JPEG sent as image/png is still an image: the bytes decide the served type
    expect(classify(SAMPLES.jpeg, 'photo.png', 'image/png')).toEqual({ mime: 'image/jpeg', ext: 'jpg', kind: 'image' });
    expect(classify(SAMPLES.pdf, 'doc.pdf', 'application/octet-stream')).toEqual({ mime: 'application/pdf', ext: 'pdf', kind: 'file' });
  });

  it('refuses executables whatever their name or claimed type', () => {
    expect(refused(() => classify(SAMPLES.exe, 'cat.png', 'image/png'))).toBe(true);
    expect(refused(() => classify(SAMPLES.exe, 'setup.exe', 'application/octet-stream'))).toBe(true);
    expect(refused(() => classify(SAMPLES.elf, 'a.txt', 'text/plain'))).toBe(true);
    expect(refused(() => classify(SAMPLES.zip, 'tool.jar', 'application/java-archive'))).toBe(true);
    expect(refused(() => classify(SAMPLES.cfb, 'setup.msi', 'application/octet-stream'))).toBe(true);
  });

  it('refuses bytes that contradict a claimed image, video or audio type', () => {
    expect(refused(() => classify(SAMPLES.text, 'x.png', 'image/png'))).toBe(true);
    expect(refused(() => classify(SAMPLES.text, 'x.txt', 'image/png'))).toBe(true);
    expect(refused(() => classify(SAMPLES.pdf, 'x.mp4', 'application/octet-stream'))).toBe(true);
    expect(refused(() => classify(SAMPLES.png, 'x.png', 'image/png', { typeField: 'video' }))).toBe(true);
    expect(refused(() => classify(SAMPLES.mp3, 'song.mp3', 'video/mp4'))).toBe(true);
  });

  it('reads containers as the kind that was asked for', () => {
    expect(classify(SAMPLES.webm, 'voice.webm', 'audio/webm')).toEqual({ mime: 'audio/webm', ext: 'webm', kind: 'audio' });
    expect(classify(SAMPLES.webm, 'clip.webm', 'video/webm')).toEqual({ mime: 'video/webm', ext: 'webm', kind: 'video' });
    expect(classify(SAMPLES.ogg, 'clip.ogv', 'video/ogg')).toEqual({ mime: 'video/ogg', ext: 'ogv', kind: 'video' });
    expect(classify(SAMPLES.mp4, 'rec.m4a', 'audio/mp4')).toEqual({ mime: 'audio/mp4', ext: 'm4a', kind: 'audio' });
    expect(classify(SAMPLES.m4a, 'rec.m4a', '')).toEqual({ mime: 'audio/mp4', ext: 'm4a', kind: 'audio' });
    expect(classify(SAMPLES.mp3, 'song.mp3', 'audio/mpeg')).toEqual({ mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' });
  });

  it('accepts the document classes and plain text only under a text name', () => {
    expect(classify(SAMPLES.zip, 'report.docx', '').mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(classify(SAMPLES.zip, 'sheet.xlsx', '').mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(classify(SAMPLES.cfb, 'old.doc', '').mime).toBe('application/msword');
    expect(classify(SAMPLES.cfb, 'old.xls', '').mime).toBe('application/vnd.ms-excel');
    expect(classify(SAMPLES.rar, 'a.rar', '').mime).toBe('application/vnd.rar');
    expect(classify(SAMPLES.text, 'notes.txt', 'text/plain')).toEqual({ mime: 'text/plain; charset=utf-8', ext: 'txt', kind: 'file' });
    // markup served as text/plain at most, and refused under a name a browser would render
    expect(classify(SAMPLES.html, 'page.txt', 'text/plain').mime).toBe('text/plain; charset=utf-8');
    expect(refused(() => classify(SAMPLES.html, 'page.html', 'text/html'))).toBe(true);
    expect(refused(() => classify(SAMPLES.svg, 'logo.svg', 'image/svg+xml'))).toBe(true);
    expect(refused(() => classify(SAMPLES.binary, 'data.bin', ''))).toBe(true);
  });

  it('group avatars (field image) take PNG or JPEG only', () => {
    expect(classify(SAMPLES.png, 'a.png', 'image/png', { field: 'image' }).mime).toBe('image/png');
    expect(classify(SAMPLES.jpeg, 'a.jpg', 'image/jpeg', { field: 'image' }).mime).toBe('image/jpeg');
    expect(refused(() => classify(SAMPLES.gif, 'a.gif', 'image/gif', { field: 'image' }))).toBe(true);
    expect(refused(() => classify(SAMPLES.pdf, 'a.pdf', 'application/pdf', { field: 'image' }))).toBe(true);
  });
});
