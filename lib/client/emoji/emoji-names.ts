import { emojiKey } from '@/lib/emoji/emoji-key';
import { emojiNamesUrl, isNamedLocale } from '@/lib/emoji/named-locales';

// The picker's emoji and built-in sticker names in the interface's language: fetched the first
// time the picker opens in vi or zh (tens of KB, never in the page bundle), then kept.

export type EmojiNames = Record<string, string>;

const loading = new Map<string, Promise<EmojiNames | null>>();

/** The names of `locale` by emoji key, or null for English (the picker's own names) or on failure. */
export function loadEmojiNames(locale: string): Promise<EmojiNames | null> {
  if (!isNamedLocale(locale)) return Promise.resolve(null);
  let names = loading.get(locale);
  if (!names) {
    names = fetch(emojiNamesUrl(locale))
      .then((res) => (res.ok ? (res.json() as Promise<EmojiNames>) : null))
      .catch(() => null);
    // A failed load is tried again at the next opening.
    void names.then((loaded) => loaded || loading.delete(locale));
    loading.set(locale, names);
  }
  return names;
}

/** An emoji's name (or a sticker's, by the emoji it draws: `key`), capitalized; `fallback` when unnamed. */
export function emojiName(names: EmojiNames | null, emoji: { native?: string; key?: string }, fallback: string, locale: string): string {
  const name = names?.[emoji.key ?? emojiKey(emoji.native ?? '')];
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : fallback;
}
