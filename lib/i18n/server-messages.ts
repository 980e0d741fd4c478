import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

type Tree = { [key: string]: string | Tree };
const catalogs: Record<Locale, Tree> = { vi, en, zh };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation with `{name}` placeholders; falls back to vi, then to the key itself. */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const text = lookup(catalogs[locale], key) ?? lookup(catalogs[DEFAULT_LOCALE], key) ?? key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
