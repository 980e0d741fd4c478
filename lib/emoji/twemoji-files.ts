import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMOJI_KEY_PATTERN, emojiKey } from './emoji-key';

// The Twemoji SVGs of the @twemoji/svg dependency (a runtime dependency: the image keeps it
// after `npm prune --omit=dev`). Read from the working directory, as the server runs from the
// project root in development, tests and the image alike. turbopackIgnore: the route reads them
// at run time; without it the build traces the whole folder (14,892 files) into its output.
const TWEMOJI_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', '@twemoji', 'svg');

let byKey: Map<string, string> | undefined;

/** key (no FE0F) → file name, listed once. Only names from this listing are ever read. */
function files(): Map<string, string> {
  if (!byKey) {
    byKey = new Map();
    for (const name of readdirSync(TWEMOJI_DIR)) {
      if (!name.endsWith('.svg')) continue;
      const codes = name.slice(0, -4);
      const key = codes
        .split('-')
        .filter((code) => code !== 'fe0f')
        .join('-');
      byKey.set(key, name);
    }
  }
  return byKey;
}

/** The Twemoji file for a key (see emoji-key.ts), or undefined when the name is malformed or unknown. */
export function twemojiFileName(key: string): string | undefined {
  if (!EMOJI_KEY_PATTERN.test(key)) return undefined;
  return files().get(key);
}

/** The file for an emoji itself (tests; the route receives keys). */
export function twemojiFileOf(emoji: string): string | undefined {
  return twemojiFileName(emojiKey(emoji));
}

const cache = new Map<string, Buffer>();

/** The SVG for a key, or null. Kept in memory once read: the files are small (2 KB on average) and immutable. */
export async function readTwemoji(key: string): Promise<Buffer | null> {
  const name = twemojiFileName(key);
  if (!name) return null;
  let body = cache.get(name);
  if (!body) {
    body = await readFile(path.join(/* turbopackIgnore: true */ TWEMOJI_DIR, name));
    cache.set(name, body);
  }
  return body;
}
