import { readFileSync } from 'node:fs';

// The UI texts, read from the messages files, so specs do not repeat translations.
type Messages = typeof import('../../messages/en.json');

function load(locale: 'vi' | 'en' | 'zh'): Messages {
  return JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;
}

export const vi = load('vi');
export const en = load('en');
export const zh = load('zh');

/** A message with its {placeholders} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
