import { parseMarkup, type MarkupNode } from './parse';

// A message's text without its markup: what the chat list, reply quotes and notifications show
// (one line) and what the search index reads (the words as the reader sees them).

/** Characters that may start markup; a text with none of them is its own plain text. */
const MARKUP_CHARS = /[*_~`|>\\]/;

/** What a hidden spoiler shows where its text would be, in previews and notifications. */
export const SPOILER_MASK = '▒▒▒';

export interface PlainTextOptions {
  /** keep a spoiler's words (search) or mask them (previews, notifications) */
  spoilers: 'keep' | 'mask';
}

function inlineText(nodes: MarkupNode[], options: PlainTextOptions): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'break':
          return '\n';
        case 'spoiler':
          return options.spoilers === 'mask' ? SPOILER_MASK : inlineText(node.children, options);
        case 'codeBlock':
          return node.text;
        default:
          return inlineText(node.children, options);
      }
    })
    .join('');
}

function blockText(nodes: MarkupNode[], options: PlainTextOptions): string {
  return nodes.map((node) => (node.type === 'quote' ? blockText(node.children, options) : inlineText([node], options))).join('\n');
}

/** The text as read, markup removed, lines kept. */
export function plainText(text: string, options: PlainTextOptions = { spoilers: 'keep' }): string {
  if (!MARKUP_CHARS.test(text)) return text;
  return blockText(parseMarkup(text), options);
}

/** One line for a preview: markup removed, spoilers masked, runs of white space as one space. */
export function previewLine(text: string): string {
  return plainText(text, { spoilers: 'mask' }).replace(/\s+/g, ' ').trim();
}
