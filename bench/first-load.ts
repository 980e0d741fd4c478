// The JavaScript a browser must fetch before /chat (and /login) can run: the scripts the page's
// HTML names, raw and compressed as a server or proxy would send them (gzip, and brotli where
// the browser accepts it). Chunks loaded later (dynamic imports: the emoji data, dialogs, menus,
// the call screens) are not part of it, nor are `nomodule` scripts (Next's polyfills for browsers
// without ES modules): a browser that runs modules never downloads them.
import http from 'node:http';
import { CHAT_FIRST_LOAD_BUDGET_GZIP_KB as BUDGET_GZIP_KB, firstLoadBytes } from '../test/support/first-load';
import type { Stack } from '../test/support/stack';
import { fmtInt, type Report } from './report';

const PAGES = ['/chat', '/login'];

export async function firstLoad(stack: Stack, report: Report): Promise<void> {
  const figures: Record<string, { scripts: number; rawKb: number; gzipKb: number; brotliKb: number; servedBrotliKb: number }> = {};
  for (const page of PAGES) {
    const bytes = await firstLoadBytes(stack.baseUrl, page);
    let served = 0;
    for (const source of bytes.sources) served += await servedBrotliBytes(new URL(source, stack.baseUrl));
    const kb = (n: number) => Math.round(n / 1024);
    figures[page] = { scripts: bytes.sources.length, rawKb: kb(bytes.raw), gzipKb: kb(bytes.gzip), brotliKb: kb(bytes.brotli), servedBrotliKb: kb(served) };
    const f = figures[page];
    report.say(
      `first load ${page}: ${f.scripts} scripts, ${fmtInt(f.rawKb)} KB raw, ${fmtInt(f.gzipKb)} KB gzip, ${fmtInt(f.brotliKb)} KB brotli; the server sends ${fmtInt(f.servedBrotliKb)} KB to a browser that accepts brotli`,
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
