import { html, startLinkSite, type LinkSite } from '../test/support/link-site';

// Links in the fan-out's messages (BENCH_LINK_EVERY): every n-th message carries one to a local
// stand-in site, the one host the bench's server may fetch (LINK_PREVIEW_ALLOWED_HOSTS), so the
// sends also start unfurls and the chats get their `message` "preview" events while the budgets
// are measured. The links cycle over PAGES pages: most are answered from the cache, as on a real
// server where the same links go round.

const PAGES = 50;

export interface LinkMix {
  /** the server's environment for the stand-in */
  env: Record<string, string>;
  /** the content with a link added when its index (`tag|index`) is a multiple of `every` */
  withLink(content: string): string;
  /** pages the server fetched so far */
  fetched(): number;
  stop(): Promise<void>;
}

const page = (n: number) => `<html><head><title>Bench page ${n}</title><meta property="og:title" content="Bench page ${n}"><meta property="og:description" content="A page linked from the bench's messages."></head><body></body></html>`;

export async function startLinkMix(every: number): Promise<LinkMix | undefined> {
  if (every <= 0) return undefined;
  const site: LinkSite = await startLinkSite();
  for (let n = 0; n < PAGES; n += 1) site.route(`/p/${n}`, html(page(n)));
  return {
    env: { LINK_PREVIEW_ALLOWED_HOSTS: `127.0.0.1:${site.port}` },
    withLink(content) {
      const index = Number(content.split('|')[1]);
      // The listeners read the tag and the index before the second '|': the link comes after it.
      return Number.isInteger(index) && index % every === 0 ? `${content}| ${site.origin}/p/${(index / every) % PAGES}` : content;
    },
    fetched: () => site.requests.length,
    stop: () => site.close(),
  };
}
