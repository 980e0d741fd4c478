import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { logger } from '@/lib/log/logger';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

type Encoding = 'br' | 'gzip';
type Compressed = { type: string } & Record<Encoding, Buffer>;

/** The encoding to answer with: brotli where the browser accepts it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function listFiles(dir: string, relative = ''): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/**
 * The build's scripts and styles (`/_next/static/`, content-hashed and immutable), served
 * compressed once per process: brotli (quality 11, 10–15 % smaller than gzip) where the browser
 * accepts it, gzip otherwise. Next itself gzips them again on every request and never uses
 * brotli; the proxy passes an encoded answer through untouched (the official nginx image has no
 * brotli module). A file is compressed in the background on its first request, which Next still
 * answers; only files the build holds are considered, listed once at start.
 * Answers true when it served the request.
 */
export function compressedAssets(staticDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const known = new Set(listFiles(staticDir).filter((rel) => TYPES[path.extname(rel)]));
  const ready = new Map<string, Compressed>();
  const started = new Set<string>();

  const compress = async (rel: string) => {
    try {
      const raw = await readFile(path.join(staticDir, rel));
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzip(raw, { level: 9 }),
      ]);
      ready.set(rel, { type: TYPES[path.extname(rel)], br, gzip: gz });
    } catch (error) {
      logger().error({ err: error, file: rel }, '[assets] could not compress');
    }
  };

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
    const rel = req.url.slice(PREFIX.length).split('?')[0];
    if (!known.has(rel)) return false;
    const asset = ready.get(rel);
    if (!asset) {
      if (!started.has(rel)) {
        started.add(rel);
        void compress(rel);
      }
      return false;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const body = asset[encoding];
    res.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
