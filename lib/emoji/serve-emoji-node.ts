import type { IncomingMessage, ServerResponse } from 'node:http';
import { emojiNamesJson } from './emoji-names';
import { isNamedLocale } from './named-locales';
import { readTwemoji } from './twemoji-files';

const EMOJI_PATH = /^\/emoji\/([^/?#]*)(?:\?.*)?$/;

// A year, immutable: the art of a given code point changes only with an upgrade of @twemoji/svg.
const CACHE = 'public, max-age=31536000, immutable';
// A day: the names change with an upgrade of emojibase-data, under the same address.
const NAMES_CACHE = 'public, max-age=86400';
const NAMES_FILE = /^names-([a-z]{2})\.json$/;

/**
 * GET/HEAD /emoji/<key>.svg: the Twemoji image of an emoji (key: lib/emoji/emoji-key.ts), from
 * the @twemoji/svg package, so emoji look the same on every system without any outside server.
 * GET /emoji/names-<vi|zh>.json: the emoji's names in that language, by key (emoji-names.ts).
 * Only names of the package's own files are answered; anything else is a 404.
 *
 * Answered on the Node response, for server.ts to call before Next: opening the emoji picker
 * asks for hundreds of these at once, and through Next's route pipeline each cost milliseconds
 * of the server's one thread (a picker's first opening kept the server busy for seconds on a
 * loaded machine). Any other request gets `false` at once and goes to Next as usual.
 */
export function handleEmojiRequest(req: IncomingMessage, res: ServerResponse): false | Promise<void> {
  const match = EMOJI_PATH.exec(req.url ?? '');
  if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return answer(req, res, match[1]);
}

async function answer(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  let name = '';
  try {
    name = decodeURIComponent(file);
  } catch {
    // not a name any file has
  }
  const locale = NAMES_FILE.exec(name)?.[1];
  if (locale && isNamedLocale(locale)) return send(req, res, await emojiNamesJson(locale), 'application/json; charset=utf-8', NAMES_CACHE);
  const key = name.endsWith('.svg') ? name.slice(0, -4) : '';
  const body = key ? await readTwemoji(key) : null;
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  send(req, res, body, 'image/svg+xml', CACHE);
}

function send(req: IncomingMessage, res: ServerResponse, body: Buffer, type: string, cache: string): void {
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': cache,
    // An SVG opened on its own is a document: no scripts, no outside loads.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
