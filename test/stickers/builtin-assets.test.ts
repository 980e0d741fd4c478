// The built-in sticker groups (lib/stickers/builtin.ts) and their files under public/stickers/, as
// written by scripts/generate-stickers.ts: every URL is served, animated, within the size budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { BUILTIN_STICKER_GROUPS } from '@/lib/stickers/builtin';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const fileOf = (url: string) => `${PUBLIC_DIR}${url}`;
// The server's check on sticker URLs (lib/validations/message.ts), with names kept to [a-z0-9-].
const URL_PATTERN = /^\/stickers\/[a-z0-9-]+\/[a-z0-9-]+\.webp$/;
const SERVER_PATTERN = /^\/stickers\/[A-Za-z0-9_/-]+\.(gif|webp|png|svg)$/;
const MAX_FILE_BYTES = 60 * 1024;
const MAX_TOTAL_BYTES = 3 * 1024 * 1024;

const allUrls = BUILTIN_STICKER_GROUPS.flatMap((group) => group.stickers.map((s) => s.url));

describe('built-in sticker groups', () => {
  it('has six groups of 8 to 12 stickers, titled in vi, en and zh', () => {
    expect(BUILTIN_STICKER_GROUPS).toHaveLength(6);
    expect(new Set(BUILTIN_STICKER_GROUPS.map((g) => g.id)).size).toBe(6);
    for (const group of BUILTIN_STICKER_GROUPS) {
      expect(group.id).toMatch(/^[a-z0-9-]+$/);
      expect(group.stickers.length).toBeGreaterThanOrEqual(8);
      expect(group.stickers.length).toBeLessThanOrEqual(12);
      for (const locale of ['vi', 'en', 'zh'] as const) expect(group.title[locale].trim()).not.toBe('');
      expect(group.stickers.map((s) => s.url)).toContain(group.cover);
      for (const sticker of group.stickers) {
        expect(sticker.url.startsWith(`/stickers/${group.id}/`)).toBe(true);
        expect(sticker.title.trim()).not.toBe('');
        expect(sticker.title.length).toBeLessThanOrEqual(50);
      }
    }
  });

  it('has unique URLs that the server accepts', () => {
    expect(new Set(allUrls).size).toBe(allUrls.length);
    for (const url of allUrls) {
      expect(url).toMatch(URL_PATTERN);
      expect(url).toMatch(SERVER_PATTERN);
    }
  });

  it('ships every file, within the size budget', () => {
    let total = 0;
    for (const url of allUrls) {
      expect(existsSync(fileOf(url)), url).toBe(true);
      const size = statSync(fileOf(url)).size;
      expect(size, url).toBeLessThanOrEqual(MAX_FILE_BYTES);
      total += size;
    }
    expect(total).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
  });

  it('every file is a looping animated 160×160 WebP with transparency', async () => {
    for (const url of allUrls) {
      const meta = await sharp(fileOf(url), { animated: true }).metadata();
      expect(meta.format, url).toBe('webp');
      expect(meta.pages ?? 1, url).toBeGreaterThan(1);
      expect(meta.width, url).toBe(160);
      expect(meta.pageHeight, url).toBe(160);
      expect(meta.loop, url).toBe(0);
      expect(meta.delay, url).toHaveLength(meta.pages ?? 0);
      expect(meta.hasAlpha, url).toBe(true);
    }
  });

  it('the server serves every file as image/webp', async () => {
    for (const url of allUrls) {
      const res = await fetch(`${inject('baseUrl')}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('image/webp');
      expect((await res.arrayBuffer()).byteLength, url).toBe(statSync(fileOf(url)).size);
    }
  });

  it('names the licence and attribution next to the files', () => {
    const text = readFileSync(`${PUBLIC_DIR}/stickers/LICENSE.txt`, 'utf8');
    expect(text).toContain('CC-BY 4.0');
    expect(text).toContain('https://creativecommons.org/licenses/by/4.0/');
    expect(text).toContain('Twitter, Inc and other contributors');
    for (const url of allUrls) expect(text).toContain(url.replace('/stickers/', ''));
  });
});
