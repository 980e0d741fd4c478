import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { emojiKey } from './emoji-key';
import type { NamedLocale } from './named-locales';

// Emoji names in the interface's other languages, from the emojibase-data dependency (CLDR
// annotations; it ships vi and zh). The picker's own data (@emoji-mart/data) names them in
// English only. Read from the working directory at run time, as the Twemoji files are.
const DATA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', 'emojibase-data');

const built = new Map<NamedLocale, Promise<Buffer>>();

/**
 * `{ <emoji key>: <name> }` as JSON (keys: lib/emoji/emoji-key.ts, as the images are named), built
 * once per language from emojibase's compact set: about 1,900 names, 60 KB before compression.
 */
export function emojiNamesJson(locale: NamedLocale): Promise<Buffer> {
  let body = built.get(locale);
  if (!body) {
    body = readFile(path.join(DATA_DIR, locale, 'compact.json'), 'utf8').then((text) => {
      const names: Record<string, string> = {};
      for (const emoji of JSON.parse(text) as { unicode: string; label: string }[]) names[emojiKey(emoji.unicode)] = emoji.label;
      return Buffer.from(JSON.stringify(names));
    });
    body.catch(() => built.delete(locale));
    built.set(locale, body);
  }
  return body;
}
