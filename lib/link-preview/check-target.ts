import net from 'node:net';
import { isPublicAddress } from './address-rule';
import type { FetchRules, ResolvedAddress } from './fetch-rules';
import { LinkFetchError } from './link-fetch-error';

export interface CheckedTarget {
  url: URL;
  /** the one address the request connects to, already checked */
  to: ResolvedAddress;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
const WEB_PORTS = new Set(['80', '443']);

function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new LinkFetchError('timeout', 'budget spent'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new LinkFetchError('timeout', 'budget spent'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Checks a URL before any byte is sent to it: http(s) only, no credentials, port 80 or 443 (an
 * allowed test host keeps its own), and the host resolved exactly once to an address the rule
 * admits. The request then goes to that address and no other, so a DNS answer that changes after
 * this check cannot redirect it.
 */
export async function checkTarget(raw: string | URL, rules: FetchRules): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new LinkFetchError('scheme', 'not a URL');
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (!defaultPort || url.username || url.password) throw new LinkFetchError('scheme', url.protocol);
  const port = url.port || defaultPort;
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = rules.allowedHosts.has(`${url.hostname.toLowerCase()}:${port}`);
  if (!allowed && !WEB_PORTS.has(port)) throw new LinkFetchError('port', port);
  const literal = net.isIP(hostname);
  let to: ResolvedAddress;
  try {
    to = literal ? { address: hostname, family: literal === 6 ? 6 : 4 } : await raceSignal(rules.resolve(hostname), rules.signal);
  } catch (error) {
    if (error instanceof LinkFetchError) throw error;
    throw new LinkFetchError('network', `no address for ${hostname}`);
  }
  if (!allowed && !isPublicAddress(to.address)) throw new LinkFetchError('address', to.address);
  return { url, to };
}
