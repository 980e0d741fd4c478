// The JavaScript a browser must fetch before /chat (and /login) can run: the scripts the page's
// HTML names, raw and compressed as a server or proxy would send them (gzip, and brotli where
// the browser accepts it). Chunks loaded later (dynamic imports: the emoji data, dialogs) are
// not part of it.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Stack } from '../test/support/stack';
import { fmtInt, type Report } from './report';

const PAGES = ['/chat', '/login'];
/** Budget of the scale-out issue for /chat's first-load JS, gzipped. */
const BUDGET_GZIP_KB = 250;

export async function firstLoad(stack: Stack, report: Report): Promise<void> {
  const figures: Record<string, { scripts: number; rawKb: number; gzipKb: number; brotliKb: number }> = {};
  for (const page of PAGES) {
    const html = await (await fetch(`${stack.baseUrl}${page}`)).text();
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]))];
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const source of sources) {
      const body = Buffer.from(await (await fetch(new URL(source, stack.baseUrl))).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body).length;
      brotli += brotliCompressSync(body).length;
    }
    const kb = (n: number) => Math.round(n / 1024);
    figures[page] = { scripts: sources.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli) };
    report.say(`first load ${page}: ${sources.length} scripts, ${fmtInt(kb(raw))} KB raw, ${fmtInt(kb(gzip))} KB gzip, ${fmtInt(kb(brotli))} KB brotli`);
  }
  report.set('firstLoad', figures);
  const chat = figures['/chat'];
  report.row('first-load JS of /chat', `${chat.scripts} scripts, ${fmtInt(chat.rawKb)} KB raw, ${fmtInt(chat.gzipKb)} KB gzip, ${fmtInt(chat.brotliKb)} KB brotli`, `< ${BUDGET_GZIP_KB} KB gzip`, chat.gzipKb < BUDGET_GZIP_KB);
}
