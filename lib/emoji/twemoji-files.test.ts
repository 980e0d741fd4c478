import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiKey, emojiSrc } from './emoji-key';
import { readTwemoji, twemojiFileName, twemojiFileOf } from './twemoji-files';

const DIR = path.join(process.cwd(), 'node_modules', '@twemoji', 'svg');
const svgFiles = readdirSync(DIR).filter((name) => name.endsWith('.svg'));

/** Every emoji of Unicode 15 with every skin tone, from the picker's data set. */
function allEmoji(): string[] {
  const data = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@emoji-mart/data/sets/15/native.json'), 'utf8')) as {
    emojis: Record<string, { skins: { native: string }[] }>;
  };
  return Object.values(data.emojis).flatMap((emoji) => emoji.skins.map((skin) => skin.native));
}

describe('emoji to Twemoji file', () => {
  it('finds a file for every Unicode 15 emoji and skin tone', () => {
    const emoji = allEmoji();
    expect(emoji.length).toBeGreaterThan(3000);
    expect(emoji.filter((e) => !twemojiFileOf(e))).toEqual([]);
  });

  it('names the files the way Twemoji does: FE0F dropped, kept only where the file has it', () => {
    expect(twemojiFileOf('😀')).toBe('1f600.svg');
    expect(twemojiFileOf('❤️')).toBe('2764.svg');
    expect(twemojiFileOf('#️⃣')).toBe('23-20e3.svg');
    expect(twemojiFileOf('🇻🇳')).toBe('1f1fb-1f1f3.svg');
    expect(twemojiFileOf('👍🏿')).toBe('1f44d-1f3ff.svg');
    expect(twemojiFileOf('👩‍💻')).toBe('1f469-200d-1f4bb.svg');
    expect(twemojiFileOf('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308.svg');
    expect(twemojiFileOf('🏃🏽‍♀️')).toBe('1f3c3-1f3fd-200d-2640-fe0f.svg');
    // The one ZWJ sequence whose file lost its FE0F.
    expect(twemojiFileOf('👁️‍🗨️')).toBe('1f441-200d-1f5e8.svg');
  });

  it('finds the same file whether or not FE0F was typed', () => {
    expect(twemojiFileOf('🏳\u200d🌈')).toBe('1f3f3-fe0f-200d-1f308.svg');
    expect(twemojiFileOf('#\u20e3')).toBe('23-20e3.svg');
    expect(twemojiFileOf('\u2764')).toBe('2764.svg');
  });

  it('reaches every file of the package by its key, one key per file', () => {
    const keys = svgFiles.map((name) => emojiKey(String.fromCodePoint(...name.slice(0, -4).split('-').map((hex) => parseInt(hex, 16)))));
    expect(new Set(keys).size).toBe(svgFiles.length);
    expect(keys.filter((key, i) => twemojiFileName(key) !== svgFiles[i])).toEqual([]);
  });

  it('refuses malformed or unknown names', () => {
    for (const name of ['', '../package', '..', '1f600.svg', '1F600', '1f600/../2764', 'fe0f', '1f600-', 'license', 'g1f600']) {
      expect(twemojiFileName(name)).toBeUndefined();
    }
  });

  it('reads the SVG of a key and nothing for an unknown one', async () => {
    const body = await readTwemoji('1f600');
    expect(body?.toString('utf8')).toMatch(/^<svg /);
    expect(await readTwemoji('10ffff')).toBeNull();
    expect(emojiSrc('😀')).toBe('/emoji/1f600.svg');
  });
});
