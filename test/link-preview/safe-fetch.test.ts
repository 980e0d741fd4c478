import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHostsOf, MAX_HTML_BYTES, MAX_IMAGE_BYTES, USER_AGENT, type FetchRules, type Resolver } from '@/lib/link-preview/fetch-rules';
import { checkTarget } from '@/lib/link-preview/check-target';
import { LinkFetchError } from '@/lib/link-preview/link-fetch-error';
import { safeFetch, type WantedBody } from '@/lib/link-preview/safe-fetch';
import { bytes, html, redirect, startLinkSite, type LinkSite } from '../support/link-site';

// The fetcher against local sites: the site's own host is on the allowed list (as
// LINK_PREVIEW_ALLOWED_HOSTS would put it), everything else obeys the address and port rules.

const HTML: WantedBody = { types: /^text\/html$/, accept: 'text/html', maxBytes: MAX_HTML_BYTES, truncate: true };
const IMAGE: WantedBody = { types: /^image\/(png|jpeg)$/, accept: 'image/*', maxBytes: MAX_IMAGE_BYTES };

let site: LinkSite;
let twin: LinkSite;

beforeAll(async () => {
  site = await startLinkSite();
  // Same port, another loopback address: where a second DNS answer would send a connection.
  twin = await startLinkSite(site.port, '127.0.0.2');
});
afterAll(async () => {
  await site.close();
  await twin.close();
});

const failing: Resolver = async (hostname) => {
  throw new Error(`no DNS in this test (${hostname})`);
};

function rules(opts: { allowed?: string[]; resolve?: Resolver; budgetMs?: number } = {}): FetchRules {
  return {
    allowedHosts: allowedHostsOf((opts.allowed ?? [`127.0.0.1:${site.port}`]).join(',')),
    resolve: opts.resolve ?? failing,
    signal: AbortSignal.timeout(opts.budgetMs ?? 5_000),
  };
}

async function failureOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkFetchError);
  return (error as LinkFetchError).failure;
}

const path = (name: string) => `/${name}-${Math.random().toString(36).slice(2)}`;
const asked = (s: LinkSite, p: string) => s.requests.filter((r) => r.path === p).length;

describe('safeFetch', () => {
  it('fetches a page from an allowed host, naming the product in a browser-like user agent', async () => {
    const p = path('og');
    site.route(p, html('<meta property="og:title" content="Hello">'));
    const answer = await safeFetch(`${site.origin}${p}`, HTML, rules());
    expect(answer.body.toString()).toContain('og:title');
    expect(answer.contentType).toBe('text/html');
    const ua = site.requests.find((r) => r.path === p)?.userAgent ?? '';
    expect(ua).toBe(USER_AGENT);
    expect(ua).toMatch(/^Mozilla\/5\.0 .*ChatAppLinkPreview/);
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    const [a, b, c, d, end] = ['r1', 'r2', 'r3', 'r4', 'end'].map(path);
    site.route(a, redirect(b));
    site.route(b, redirect(`${site.origin}${c}`));
    site.route(c, redirect(end));
    site.route(end, html('<title>arrived</title>'));
    const answer = await safeFetch(`${site.origin}${a}`, HTML, rules());
    expect(answer.url.pathname).toBe(end);
    site.route(d, redirect(a));
    expect(await failureOf(safeFetch(`${site.origin}${d}`, HTML, rules()))).toBe('redirects');
    // d, a, b, c asked; the 4th redirect (to `end`) is never followed.
    expect(asked(site, end)).toBe(1);
  });

  it('reads at most 1 MB of a huge page', async () => {
    const p = path('huge');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    site.route(p, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<title>huge</title>');
      // 8 MB, written as the client reads: the stand-in stops when the client hangs up.
      let left = 128;
      const more = () => {
        while (left > 0 && !res.destroyed) {
          left -= 1;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    const answer = await safeFetch(`${site.origin}${p}`, HTML, rules());
    expect(answer.body.length).toBe(MAX_HTML_BYTES);
    expect(answer.body.subarray(0, 19).toString()).toBe('<title>huge</title>');
  });

  it('gives up on a page slower than the budget', async () => {
    const p = path('slow');
    site.route(p, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<title>never ends');
    });
    expect(await failureOf(safeFetch(`${site.origin}${p}`, HTML, rules({ budgetMs: 300 })))).toBe('timeout');
  });

  it('refuses an answer of another type than asked for', async () => {
    const p = path('binary');
    site.route(p, bytes('application/octet-stream', Buffer.from('MZ\x90\x00')));
    expect(await failureOf(safeFetch(`${site.origin}${p}`, HTML, rules()))).toBe('type');
    const q = path('html-as-image');
    site.route(q, html('<title>not an image</title>'));
    expect(await failureOf(safeFetch(`${site.origin}${q}`, IMAGE, rules()))).toBe('type');
  });

  it('fetches an image and refuses one over 5 MB, announced or streamed', async () => {
    const small = path('small.png');
    site.route(small, bytes('image/png', Buffer.from('89504e470d0a1a0a', 'hex')));
    expect((await safeFetch(`${site.origin}${small}`, IMAGE, rules())).contentType).toBe('image/png');
    const big = path('big.png');
    site.route(big, bytes('image/png', Buffer.alloc(MAX_IMAGE_BYTES + 1)));
    expect(await failureOf(safeFetch(`${site.origin}${big}`, IMAGE, rules()))).toBe('size');
    const streamed = path('streamed.png');
    site.route(streamed, (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(MAX_IMAGE_BYTES + 1));
    });
    expect(await failureOf(safeFetch(`${site.origin}${streamed}`, IMAGE, rules()))).toBe('size');
  });

  it('refuses a redirect from an allowed host to loopback or the metadata address before connecting', async () => {
    const resolved: string[] = [];
    const resolve: Resolver = async (hostname) => {
      resolved.push(hostname);
      return { address: '127.0.0.1', family: 4 };
    };
    for (const target of ['http://127.0.0.1/admin', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:127.0.0.1]/', 'http://localhost.example/']) {
      const p = path('to-inside');
      site.route(p, redirect(target));
      expect(await failureOf(safeFetch(`${site.origin}${p}`, HTML, rules({ resolve })))).toBe('address');
    }
    // The name was looked up, found inside, and never connected to.
    expect(resolved).toEqual(['localhost.example']);
    // A redirect to another port of the allowed host's address is refused by the port rule.
    const p = path('to-port');
    site.route(p, redirect(`http://127.0.0.2:${site.port}/`));
    expect(await failureOf(safeFetch(`${site.origin}${p}`, HTML, rules()))).toBe('port');
    expect(twin.requests).toEqual([]);
  });

  it('connects to the address it checked: a DNS answer that changes afterwards cannot win', async () => {
    const p = path('rebind');
    site.route(p, html('<title>first answer</title>'));
    twin.route(p, html('<title>second answer</title>'));
    const answers = ['127.0.0.1', '127.0.0.2'];
    let lookups = 0;
    const resolve: Resolver = async () => ({ address: answers[Math.min(lookups++, 1)], family: 4 });
    const answer = await safeFetch(`http://rebind.test:${site.port}${p}`, HTML, rules({ allowed: [`rebind.test:${site.port}`], resolve }));
    expect(answer.body.toString()).toContain('first answer');
    expect(lookups).toBe(1);
    expect(asked(twin, p)).toBe(0);
  });

  it('connects to the public address it checked, not to where a later lookup points', async () => {
    const p = path('rebind-public');
    site.route(p, html('<title>inside</title>'));
    let lookups = 0;
    // First a public address, then loopback. Whatever answers at the public one (or nothing),
    // the loopback site is never asked.
    const resolve: Resolver = async () => ({ address: lookups++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 });
    await safeFetch(`http://rebind.example${p}`, HTML, rules({ allowed: [], resolve, budgetMs: 1_000 })).catch(() => undefined);
    expect(lookups).toBe(1);
    expect(asked(site, p)).toBe(0);
  });
});

describe('checkTarget', () => {
  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://example.com/', 'scheme'],
    ['http://user:secret@example.com/', 'scheme'],
    ['http://example.com:8080/', 'port'],
    ['https://example.com:22/', 'port'],
    ['http://127.0.0.1/', 'address'],
    ['http://0x7f.1/', 'address'],
    ['http://[::1]/', 'address'],
    ['http://[fe80::1]/', 'address'],
    ['https://10.0.0.8/', 'address'],
  ])('refuses %s (%s)', async (url, failure) => {
    expect(await failureOf(checkTarget(url, rules({ allowed: [] })))).toBe(failure);
  });

  it('admits a public address on 80 or 443 and pins it', async () => {
    const resolve: Resolver = async () => ({ address: '93.184.216.34', family: 4 });
    const target = await checkTarget('https://example.com/page', rules({ allowed: [], resolve }));
    expect(target.to).toEqual({ address: '93.184.216.34', family: 4 });
    expect((await checkTarget('http://93.184.216.34:443/', rules({ allowed: [] }))).to.address).toBe('93.184.216.34');
  });
});
