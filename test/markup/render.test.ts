import { readFileSync } from 'node:fs';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MessageText } from '@/components/chat/conversation/message-text';

// The bubble's renderer (components/chat/conversation/message-text.tsx) rendered to HTML the way
// React writes it into the page: each rule of API.md's markup, nesting, and user text that looks
// like HTML, which must come out as text and never as elements or attributes.

const en = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'));

function html(text: string): string {
  const provider = NextIntlClientProvider as unknown as FunctionComponent<{ locale: string; messages: unknown }>;
  const markup = renderToStaticMarkup(createElement(provider, { locale: 'en', messages: en }, createElement(MessageText, { text })));
  // The outer box only: what is inside is under test.
  return markup.replace(/^<div[^>]*>/, '').replace(/<\/div>$/, '');
}

/** The HTML without class attributes (module class names are the bundler's business). */
const bare = (text: string) => html(text).replace(/ class="[^"]*"/g, '');

describe('MessageText: the rules', () => {
  it.each([
    ['**bold**', '<p><strong>bold</strong></p>'],
    ['_italic_', '<p><em>italic</em></p>'],
    ['~~strike~~', '<p><s>strike</s></p>'],
    ['a `code` b', '<p>a <code>code</code> b</p>'],
    ['> quoted\n> twice', '<blockquote><p>quoted<br/>twice</p></blockquote>'],
    ['line one\nline two', '<p>line one<br/>line two</p>'],
  ])('%j', (text, expected) => {
    expect(bare(text)).toBe(expected);
  });

  it('a fenced code block is one focusable, scrolling box with its text as written', () => {
    expect(bare('```ts\nconst a = **1**;\n  indented <b>\n```')).toBe('<pre tabindex="0" data-language="ts"><code>const a = **1**;\n  indented &lt;b&gt;</code></pre>');
  });

  it('bare http(s) addresses become links that open apart, with no referrer and nofollow', () => {
    expect(bare('see https://example.com/a?b=1&c=2 now')).toBe(
      '<p>see <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">https://example.com/a?b=1&amp;c=2</a> now</p>',
    );
    expect(bare('http://example.org')).toContain('href="http://example.org"');
    // Only http(s), and only bare addresses: no fuzzy hosts, no e-mail, no [text](url).
    expect(bare('www.example.com mail@example.com ftp://example.com')).not.toContain('<a');
    // [text](url) is no link syntax here: the address inside it is linked as itself.
    expect(bare('[x](https://example.com)')).toBe(
      '<p>[x](<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">https://example.com</a>)</p>',
    );
  });

  it('a spoiler is a labelled button without its words until clicked', () => {
    const out = bare('the end: ||the butler **did** it||');
    expect(out).toMatch(/^<p>the end: <button type="button" style="width:[\d.]+em" aria-label="Hidden text \(spoiler\): click to reveal" data-testid="spoiler"><\/button><\/p>$/);
    expect(out).not.toContain('butler');
  });

  it('markup nests, and what is not markup stays as typed', () => {
    expect(bare('**bold _and italic_ and ~~gone~~**')).toBe('<p><strong>bold <em>and italic</em> and <s>gone</s></strong></p>');
    expect(bare('> **quoted** `code`')).toBe('<blockquote><p><strong>quoted</strong> <code>code</code></p></blockquote>');
    expect(bare('snake_case_name 2*3*4 # not a heading\n- not a list')).toBe('<p>snake_case_name 2*3*4 # not a heading<br/>- not a list</p>');
    expect(bare('`**not bold**`')).toBe('<p><code>**not bold**</code></p>');
    // Markdown's other spellings of italic and bold are not the markup of API.md.
    expect(bare('*one* __two__')).toBe('<p>*one* __two__</p>');
    expect(bare('||unclosed')).toBe('<p>||unclosed</p>');
  });
});

describe('MessageText: user text that looks like HTML is text', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror="alert(1)">', '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'],
    ['<a href="javascript:alert(1)">x</a>', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;'],
    ['&lt;b&gt; &amp; &#60;i&#62;', '&amp;lt;b&amp;gt; &amp;amp; &amp;#60;i&amp;#62;'],
    ['**<b onmouseover=alert(1)>x</b>**', '<strong>&lt;b onmouseover=alert(1)&gt;x&lt;/b&gt;</strong>'],
  ])('%j', (text, expected) => {
    const out = bare(text);
    expect(out).toBe(`<p>${expected}</p>`);
    expect(out).not.toMatch(/<(script|img|b |i>|a )/);
  });

  it('javascript:, data: and vbscript: addresses are never links', () => {
    for (const text of ['javascript:alert(1)', 'javascript://example.com/%0aalert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '[x](javascript:alert(1))']) {
      expect(bare(text), text).not.toContain('<a');
    }
  });

  it('an address cannot break out of its href', () => {
    const out = bare('https://example.com/"onmouseover="alert(1)');
    expect(out).not.toMatch(/<a [^>]*\sonmouseover=/);
    expect(out).toMatch(/href="https:\/\/example\.com\/[^"]*"/);
  });
});
