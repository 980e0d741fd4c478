// The composer's formatting: wraps the selected text in the markup of API.md ("Rich messages").
// Plain functions over the text and the selection, so the toolbar and the shortcuts share them.

export type FormatKind = 'bold' | 'italic' | 'strike' | 'code' | 'spoiler';

export const FORMAT_MARKERS: Record<FormatKind, string> = {
  bold: '**',
  italic: '_',
  strike: '~~',
  code: '`',
  spoiler: '||',
};

export interface Selection {
  text: string;
  start: number;
  end: number;
}

/**
 * The text with [start, end) wrapped in the kind's marker, and the selection on the same words
 * inside it. A selection already wrapped in that marker is unwrapped (a second Ctrl+B undoes the
 * first); with nothing selected, the caret lands between an empty pair, ready to type.
 */
export function applyFormat({ text, start, end }: Selection, kind: FormatKind): Selection {
  const marker = FORMAT_MARKERS[kind];
  const m = marker.length;
  if (text.slice(start - m, start) === marker && text.slice(end, end + m) === marker && end > start) {
    return { text: text.slice(0, start - m) + text.slice(start, end) + text.slice(end + m), start: start - m, end: end - m };
  }
  return { text: text.slice(0, start) + marker + text.slice(start, end) + marker + text.slice(end), start: start + m, end: end + m };
}

/** The format a key press asks for: Ctrl/⌘+B bold, Ctrl/⌘+I italic; null for any other key. */
export function shortcutFormat(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): FormatKind | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : null;
}
