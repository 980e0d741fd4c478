import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitEmoji } from './split-emoji';

const joined = (text: string) => splitEmoji(text).map((part) => part.text).join('');
const emojiOf = (text: string) => splitEmoji(text).filter((part) => part.type === 'emoji');

describe('splitEmoji', () => {
  it('cuts text into plain runs and emoji with their image addresses', () => {
    expect(splitEmoji('hi 😀 there')).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoji', text: '😀', src: '/emoji/1f600.svg' },
      { type: 'text', text: ' there' },
    ]);
  });

  it('keeps text without emoji as one part, and gives nothing for an empty string', () => {
    expect(splitEmoji('plain text, 123 #1')).toEqual([{ type: 'text', text: 'plain text, 123 #1' }]);
    expect(splitEmoji('')).toEqual([]);
  });

  it('treats flags, keycaps, ZWJ sequences and skin tones as one emoji each', () => {
    const text = '🇻🇳#️⃣👩‍💻👍🏽🏳️‍🌈🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(emojiOf(text).map((part) => part.src)).toEqual([
      '/emoji/1f1fb-1f1f3.svg',
      '/emoji/23-20e3.svg',
      '/emoji/1f469-200d-1f4bb.svg',
      '/emoji/1f44d-1f3fd.svg',
      '/emoji/1f3f3-200d-1f308.svg',
      '/emoji/1f3f4-e0067-e0062-e0073-e0063-e0074-e007f.svg',
    ]);
    expect(joined(text)).toBe(text);
  });

  it('keeps emoji side by side apart, and the text around them intact', () => {
    const text = 'a😀😀b\n❤️ ok';
    expect(splitEmoji(text).map((part) => part.type)).toEqual(['text', 'emoji', 'emoji', 'text', 'emoji', 'text']);
    expect(joined(text)).toBe(text);
  });

  it('leaves text-style symbols as text unless FE0F asks for the emoji', () => {
    expect(emojiOf('© 2026 ACME™ ↔ ❤')).toEqual([]);
    expect(emojiOf('©️ ❤️').map((part) => part.src)).toEqual(['/emoji/a9.svg', '/emoji/2764.svg']);
  });

  it('leaves an emoji followed by FE0E (text presentation) as text', () => {
    expect(emojiOf('\u2764\ufe0e \u231a\ufe0e')).toEqual([]);
    expect(joined('\u231a\ufe0e')).toBe('\u231a\ufe0e');
  });

  it('sees every emoji of the picker (Unicode 15, all skin tones) as exactly one emoji', () => {
    const data = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@emoji-mart/data/sets/15/native.json'), 'utf8')) as {
      emojis: Record<string, { skins: { native: string }[] }>;
    };
    const all = Object.values(data.emojis).flatMap((emoji) => emoji.skins.map((skin) => skin.native));
    expect(all.filter((emoji) => JSON.stringify(splitEmoji(emoji).map((part) => part.type)) !== '["emoji"]')).toEqual([]);
  });
});
