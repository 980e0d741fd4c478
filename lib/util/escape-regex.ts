/** Makes user text safe inside a RegExp: every metacharacter matches itself. */
function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * A RegExp that finds `text` literally, for a database query. Control characters are dropped
 * first: no name or address contains them, and the database refuses a pattern with a NUL byte.
 */
export function literalPattern(text: string, opts: { flags?: string; anchored?: boolean } = {}): RegExp {
  const escaped = escapeRegex(withoutControls(text));
  return new RegExp(opts.anchored ? `^${escaped}` : escaped, opts.flags);
}

/** The text without C0 control characters and DEL (a search typed or pasted with a stray one). */
export const withoutControls = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, '');
