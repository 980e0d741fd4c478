import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

const load = (locale: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Tree;

describe('messages files', () => {
  const keys = Object.fromEntries(['vi', 'en', 'zh'].map((l) => [l, flatten(load(l)).sort()]));

  it('vi, en and zh have exactly the same keys', () => {
    expect(keys.en).toEqual(keys.vi);
    expect(keys.zh).toEqual(keys.vi);
  });

  it('controls a screen reader lists side by side have different names (call "answer" and message "reply")', () => {
    for (const locale of ['vi', 'en', 'zh']) {
      const tree = load(locale) as Record<string, Record<string, string>>;
      expect(tree.call.accept, locale).not.toBe(tree.conversation.reply);
      expect(tree.call.decline, locale).not.toBe(tree.conversation.reply);
    }
  });

  it('no text is empty', () => {
    for (const locale of ['vi', 'en', 'zh']) {
      const tree = load(locale);
      const empty = flatten(tree).filter((key) => {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, locale).toEqual([]);
    }
  });
});
