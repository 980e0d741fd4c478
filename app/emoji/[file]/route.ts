import { readTwemoji } from '@/lib/emoji/twemoji-files';

export const dynamic = 'force-dynamic';

// A year, immutable: the art of a given code point changes only with an upgrade of @twemoji/svg.
const CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /emoji/<key>.svg: the Twemoji image of an emoji (key: lib/emoji/emoji-key.ts), from the
 * @twemoji/svg package, so emoji look the same on every system without any outside server.
 * Only names of the package's own files are answered; anything else is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const key = file.endsWith('.svg') ? file.slice(0, -4) : '';
  const body = key ? await readTwemoji(key) : null;
  if (!body) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': CACHE,
      // An SVG opened on its own is a document: no scripts, no outside loads.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
