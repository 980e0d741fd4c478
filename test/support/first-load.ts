import { brotliCompressSync, gzipSync } from 'node:zlib';

/** What a page's first load costs a browser, in bytes: raw and compressed as a proxy would send it. */
export interface FirstLoadBytes {
  sources: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The JavaScript a browser must fetch before `page` can run: the scripts its HTML names.
 * `nomodule` scripts (Next's polyfills for browsers without ES modules) are left out: a browser
 * that runs modules never fetches them. Chunks loaded later (dynamic imports) are not named.
 */
export async function firstLoadBytes(baseUrl: string, page: string): Promise<FirstLoadBytes> {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
  const sources = [...new Set(tags.map((m) => m[1]))];
  const bytes: FirstLoadBytes = { sources, raw: 0, gzip: 0, brotli: 0 };
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    bytes.raw += body.length;
    bytes.gzip += gzipSync(body).length;
    bytes.brotli += brotliCompressSync(body).length;
  }
  return bytes;
}

/** The first-load budget of /chat (DESIGN.md "Performance"), gzipped. */
export const CHAT_FIRST_LOAD_BUDGET_GZIP_KB = 250;
