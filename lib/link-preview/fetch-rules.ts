import dns from 'node:dns';
import { env } from '@/lib/env';

// What every fetch of a link preview obeys, in one value the fetcher is handed: tests pass their
// own (a resolver they control, their stand-ins' hosts), the app the one built from the environment.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** One DNS answer for a host name: the fetcher asks once per hop and connects to what it got. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress>;

export interface FetchRules {
  /** `host:port` pairs exempt from the address rule, and allowed on their own port (test stand-ins) */
  allowedHosts: ReadonlySet<string>;
  resolve: Resolver;
  /** aborts every hop of the unfurl it belongs to (the 5 s budget of one preview) */
  signal: AbortSignal;
}

export const MAX_REDIRECTS = 3;
export const UNFURL_BUDGET_MS = 5_000;
export const MAX_HTML_BYTES = 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_OEMBED_BYTES = 256 * 1024;

/** Browser-like, so sites answer as they would a reader, and naming the product, so they know who asks. */
export const USER_AGENT = 'Mozilla/5.0 (compatible; ChatAppLinkPreview/1.0; +https://github.com/chat-app) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

export const systemResolver: Resolver = async (hostname) => {
  const answer = await dns.promises.lookup(hostname, { verbatim: true });
  return { address: answer.address, family: answer.family === 6 ? 6 : 4 };
};

/** `LINK_PREVIEW_ALLOWED_HOSTS` as a set of lower-case `host:port`. */
export function allowedHostsOf(list: string): ReadonlySet<string> {
  return new Set(list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean));
}

export function appFetchRules(signal: AbortSignal): FetchRules {
  return { allowedHosts: allowedHostsOf(env().LINK_PREVIEW_ALLOWED_HOSTS), resolve: systemResolver, signal };
}
