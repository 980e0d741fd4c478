import MarkdownIt, { type MarkdownIt as Parser, type Token } from 'markdown-it';
import { spoiler, textUpToMarkup } from './spoiler-rule';

// The message markup of API.md ("Rich messages"), parsed once into a small tree that the bubble
// renders as React elements and that previews, notifications and the search index read as plain
// text. Shared by the server and the browser (no server imports).

export type MarkupNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'code'; text: string }
  | { type: 'codeBlock'; text: string; language: string }
  | { type: 'link'; href: string; children: MarkupNode[] }
  | { type: 'paragraph' | 'quote' | 'bold' | 'italic' | 'strike' | 'spoiler'; children: MarkupNode[] };

type Container = Extract<MarkupNode, { children: MarkupNode[] }>;
type Wrapper = Exclude<Container, { type: 'link' }>;

/**
 * markdown-it from its empty preset with only the rules of API.md: no raw HTML (the `html` rules
 * stay off and `html: false`), no entities (`&lt;` stays those four characters), no headings,
 * lists, tables, images or `[text](url)` links; bare http(s) addresses only become links.
 */
function createParser(): Parser {
  const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, maxNesting: 20 });
  md.enable(['paragraph', 'blockquote', 'fence', 'newline', 'escape', 'backticks', 'emphasis', 'strikethrough', 'linkify']);
  md.inline.ruler.at('text', textUpToMarkup);
  md.inline.ruler.before('emphasis', 'spoiler', spoiler);
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  md.validateLink = (url) => /^https?:\/\//i.test(url);
  return md;
}

let parser: Parser | undefined;
// One parser for the process or the page: its rule chains are compiled on first use.
const markdown = () => (parser ??= createParser());

const OPENERS: Record<string, Wrapper['type']> = {
  paragraph_open: 'paragraph',
  blockquote_open: 'quote',
  strong_open: 'bold',
  em_open: 'italic',
  s_open: 'strike',
  spoiler_open: 'spoiler',
};

/** A leaf token as a node; null for tokens that carry nothing to show. */
function leaf(token: Token): MarkupNode | null {
  switch (token.type) {
    case 'text':
      return token.content ? { type: 'text', text: token.content } : null;
    case 'softbreak':
    case 'hardbreak':
      return { type: 'break' };
    case 'code_inline':
      return { type: 'code', text: token.content };
    case 'fence':
      return { type: 'codeBlock', text: token.content.replace(/\n$/, ''), language: token.info.trim().split(/\s+/)[0] ?? '' };
    default:
      return null;
  }
}

/**
 * Emphasis API.md does not name: `*one star*` and `__two underscores__` (markdown's other
 * spellings of italic and bold). They stay as typed, so `2*3*4` is arithmetic, not italics.
 */
const isUnnamedEmphasis = (token: Token) => (token.type === 'em_open' || token.type === 'em_close' ? token.markup === '*' : token.type.startsWith('strong_') && token.markup === '__');

/** markdown-it's flat token stream (blocks, with inline children) as a tree. */
function toTree(tokens: Token[]): MarkupNode[] {
  const root: MarkupNode[] = [];
  const stack: MarkupNode[][] = [root];
  const append = (node: MarkupNode) => stack[stack.length - 1].push(node);
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const node of toTree(token.children ?? [])) append(node);
    } else if (isUnnamedEmphasis(token)) {
      append({ type: 'text', text: token.markup });
    } else if (token.nesting === 1) {
      const node: Container =
        token.type === 'link_open' ? { type: 'link', href: String(token.attrGet('href') ?? ''), children: [] } : { type: OPENERS[token.type] ?? 'paragraph', children: [] };
      append(node);
      stack.push(node.children);
    } else if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
    } else {
      const node = leaf(token);
      if (node) append(node);
    }
  }
  return root;
}

/**
 * Quotes deeper than this are text from there on. markdown-it drops what lies past its nesting
 * limit, so a line of 200 `>` would otherwise show nothing at all; the escaped `>` shows as typed.
 */
const MAX_QUOTE_DEPTH = 8;
const TOO_DEEP = new RegExp(`^((?:[ \\t]*>){${MAX_QUOTE_DEPTH}})([ \\t]*)>`, 'gm');

/** The markup of a message's text as a tree (paragraphs, quotes and code blocks at the top). */
export function parseMarkup(text: string): MarkupNode[] {
  const source = text.includes('>') ? text.replace(TOO_DEEP, '$1$2\\>') : text;
  return toTree(markdown().parse(source, {}));
}
