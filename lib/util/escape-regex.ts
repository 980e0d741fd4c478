/** Makes user text safe inside a RegExp: every metacharacter matches itself. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
