// The interface languages whose emoji names come from emojibase-data (it ships vi and zh);
// English uses the picker's own names. Shared by the server (emoji-names.ts) and the picker.

export const NAMED_LOCALES = ['vi', 'zh'] as const;
export type NamedLocale = (typeof NAMED_LOCALES)[number];

export const isNamedLocale = (value: string): value is NamedLocale => (NAMED_LOCALES as readonly string[]).includes(value);

/** Where the browser reads a language's emoji names (lib/emoji/serve-emoji-node.ts). */
export const emojiNamesUrl = (locale: NamedLocale) => `/emoji/names-${locale}.json`;
