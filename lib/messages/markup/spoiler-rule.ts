import type { StateInline } from 'markdown-it';

// `||hidden||`: a spoiler, whose inside is parsed as any other inline text (bold, code, links).

const BAR = 0x7c;

/**
 * markdown-it's own text rule stops only at the characters its built-in rules start with, so it
 * would read `a||b||` as one piece of text; this one also stops at `|`. The set is markdown-it's
 * (rules_inline/text) plus the bar.
 */
const STOPS = new Set([0x0a, 0x21, 0x23, 0x24, 0x25, 0x26, 0x2a, 0x2b, 0x2d, 0x3a, 0x3c, 0x3d, 0x3e, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f, 0x60, 0x7b, 0x7d, 0x7e, BAR]);

export function textUpToMarkup(state: StateInline, silent: boolean): boolean {
  let pos = state.pos;
  while (pos < state.posMax && !STOPS.has(state.src.charCodeAt(pos))) pos += 1;
  if (pos === state.pos) return false;
  if (!silent) state.pending += state.src.slice(state.pos, pos);
  state.pos = pos;
  return true;
}

export function spoiler(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== BAR || state.src.charCodeAt(start + 1) !== BAR) return false;
  const end = state.src.indexOf('||', start + 2);
  // Empty (`||||`) or unclosed within this inline run: plain bars.
  if (end < 0 || end + 2 > state.posMax || end === start + 2) return false;
  if (!silent) {
    state.push('spoiler_open', 'span', 1);
    const outerMax = state.posMax;
    state.pos = start + 2;
    state.posMax = end;
    state.md.inline.tokenize(state);
    state.posMax = outerMax;
    state.push('spoiler_close', 'span', -1);
  }
  state.pos = end + 2;
  return true;
}
