// The JavaScript a browser must fetch before /chat (and /login) can run: the scripts the page's
// HTML names, raw and compressed as a server or proxy would send them (gzip, and brotli where
// the browser accepts it). Chunks loaded later (dynamic imports: the emoji data, dialogs, menus,
// the call screens) are not part of it, nor are `nomodule` scripts (Next's polyfills for browsers
// without ES modules): a browser that runs modules never downloads them.
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Stack } from '../test/support/stack';
import { fmtInt, type Report } from './report';

const PAGES = ['/chat', '/login'];
/** Budget of the scale-out issue for /chat's first-load JS, gzipped. */
const BUDGET_GZIP_KB = 250;

export async function firstLoad(stack: Stack, report: Report): Promise<void> {
  const figures: Record<string, { scripts: number; rawKb: number; gzipKb: number; brotliKb: number; servedBrotliKb: number }> = {};
  for (const page of PAGES) {
    const html = await (await fetch(`${stack.baseUrl}${page}`)).text();
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
    const sources = [...new Set(tags.map((m) => m[1]))];
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let served = 0;
    for (const source of sources) {
      const url = new URL(source, stack.baseUrl);
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body).length;
      brotli += brotliCompressSync(body).length;
      served += await servedBrotliBytes(url);
    }
    const kb = (n: number) => Math.round(n / 1024);
    figures[page] = { scripts: sources.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli), servedBrotliKb: kb(served) };
    report.say(
      `first load ${page}: ${sources.length} scripts, ${fmtInt(kb(raw))} KB raw, ${fmtInt(kb(gzip))} KB gzip, ${fmtInt(kb(brotli))} KB brotli; the server sends ${fmtInt(kb(served))} KB to a browser that accepts brotli`,
    );
  }
  report.set('firstLoad', figures);
  const chat = figures['/chat'];
  report.row('first-load JS of /chat', `${chat.scripts} scripts, ${fmtInt(chat.rawKb)} KB raw, ${fmtInt(chat.gzipKb)} KB gzip, ${fmtInt(chat.brotliKb)} KB brotli (${fmtInt(chat.servedBrotliKb)} KB sent)`, `< ${BUDGET_GZIP_KB} KB gzip`, chat.gzipKb < BUDGET_GZIP_KB);
}

/**
 * The bytes the server sends for a script to a browser that accepts brotli, once it has
 * compressed it (lib/http/compressed-assets.ts does that on a file's first request).
 */
async function servedBrotliBytes(url: URL): Promise<number> {
  const get = () =>
    new Promise<{ encoding: string; bytes: number }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? ''), bytes }));
        })
        .on('error', reject);
    });
  for (let attempt = 0; ; attempt += 1) {
    const answer = await get();
    if (answer.encoding === 'br' || attempt === 100) return answer.bytes;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
