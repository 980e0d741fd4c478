import { describe, expect, it } from 'vitest';
import { parseMarkup } from '@/lib/messages/markup/parse';
import { plainText, previewLine, SPOILER_MASK } from '@/lib/messages/markup/plain-text';
import { searchableText } from '@/lib/search/postings';
import { applyFormat, shortcutFormat } from '@/lib/client/chat/format-selection';

// The same markup read back as plain text: previews, reply quotes, notifications, the search index.

describe('plainText and previewLine', () => {
  it('drop the markup and keep the words', () => {
    expect(plainText('**bold** _it_ ~~gone~~ `code` ||secret||')).toBe('bold it gone code secret');
    expect(plainText('> quoted\nanswer')).toBe('quoted\nanswer');
    expect(plainText('```js\nconst a = 1;\n```')).toBe('const a = 1;');
    expect(plainText('see https://example.com/x_y_z')).toBe('see https://example.com/x_y_z');
  });

  it('leave text without markup characters exactly as it is', () => {
    const text = 'Xin chào   bạn\n\nthứ hai';
    expect(plainText(text)).toBe(text);
  });

  it('previews are one line and mask spoilers', () => {
    expect(previewLine('**Hi**\n> the end is ||the butler||\n```\ncode\n```')).toBe(`Hi the end is ${SPOILER_MASK} code`);
  });

  it('the parser stops nesting at its limit instead of recursing without end', () => {
    const deep = `${'> '.repeat(200)}deep`;
    expect(() => parseMarkup(deep)).not.toThrow();
    expect(plainText(deep)).toContain('deep');
  });
});

describe('searchableText (what the search index and matching read)', () => {
  it('is the text without its markup, plus the file name', () => {
    expect(searchableText({ type: 'text', content: '**Quarterly** ||report|| `v2`' })).toBe('Quarterly report v2');
    expect(searchableText({ type: 'file', content: '_see_ attached', fileName: 'plan_2026.pdf' })).toBe('see attached\nplan_2026.pdf');
    // A code block's language tag is markup, not something the reader sees.
    expect(searchableText({ type: 'text', content: '```python\nprint(1)\n```' })).toBe('print(1)');
  });
});

describe('composer formatting', () => {
  it('wraps the selection, and a second time unwraps it', () => {
    const wrapped = applyFormat({ text: 'say hello now', start: 4, end: 9 }, 'bold');
    expect(wrapped).toEqual({ text: 'say **hello** now', start: 6, end: 11 });
    expect(applyFormat(wrapped, 'bold')).toEqual({ text: 'say hello now', start: 4, end: 9 });
    expect(applyFormat({ text: 'x', start: 0, end: 1 }, 'spoiler').text).toBe('||x||');
    expect(applyFormat({ text: 'x', start: 0, end: 1 }, 'code').text).toBe('`x`');
  });

  it('with nothing selected puts the caret between an empty pair', () => {
    expect(applyFormat({ text: 'ab', start: 1, end: 1 }, 'italic')).toEqual({ text: 'a__b', start: 2, end: 2 });
  });

  it('Ctrl/Cmd+B and +I are the shortcuts; other keys and modifiers are not', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) =>
      shortcutFormat({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('b')).toBeNull();
    expect(key('b', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('u', { ctrlKey: true })).toBeNull();
  });
});
