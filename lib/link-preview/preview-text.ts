// A preview's texts are plain text from a stranger's page: control characters dropped, white
// space collapsed, length capped. They are never HTML: the client renders them as text nodes.

export const PREVIEW_TEXT_LIMITS = { title: 200, description: 400, siteName: 80 } as const;

// C0/C1 controls, bidi overrides and isolates (they could reorder the bubble's own text).
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Plain text of at most `max` characters, or undefined when nothing is left. */
export function cleanText(value: string | undefined, max: number): string | undefined {
  if (!value) return undefined;
  const text = value.replace(UNWANTED, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

/** A link a preview may point at: absolute http(s) only (no javascript:, data: ...). */
export function httpUrl(value: string | undefined, base?: URL): URL | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (!URL.canParse(trimmed, base)) return undefined;
  const url = new URL(trimmed, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** The first http(s) URL of a message's text, as a reader would see it linked. */
export function firstLink(text: string): string | undefined {
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"'`]+/gi)) {
    // Sentence punctuation after a link is not part of it.
    const candidate = match[0].replace(/[.,;:!?)\]}]+$/, '');
    const url = httpUrl(candidate);
    if (url && url.hostname) return url.href;
  }
  return undefined;
}
