import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTarget, type CheckedTarget } from './check-target';
import { MAX_REDIRECTS, USER_AGENT, type FetchRules, type ResolvedAddress } from './fetch-rules';
import { LinkFetchError } from './link-fetch-error';

export interface WantedBody {
  /** the Content-Type (its media type, lower case) must match */
  types: RegExp;
  accept: string;
  maxBytes: number;
  /** past maxBytes: keep what came (HTML: the head is at the start) instead of refusing */
  truncate?: boolean;
}

export interface FetchedBody {
  /** where the answer came from, after redirects */
  url: URL;
  contentType: string;
  body: Buffer;
}

/** A lookup that answers the address checked beforehand: the connection cannot go elsewhere. */
function pinnedLookup(to: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (err: null, addresses: ResolvedAddress[]) => void)(null, [to]);
    else callback(null, to.address, to.family);
  };
}

function request(target: CheckedTarget, want: WantedBody, signal: AbortSignal): Promise<http.IncomingMessage> {
  const { url, to } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { 'User-Agent': USER_AGENT, Accept: want.accept, 'Accept-Encoding': 'identity' },
        lookup: pinnedLookup(to),
        // A fresh connection per hop: a pooled one could have been opened to another address.
        agent: false,
        signal,
      },
      resolve,
    );
    req.on('error', (error) => reject(signal.aborted ? new LinkFetchError('timeout', 'budget spent') : new LinkFetchError('network', error.message)));
    req.end();
  });
}

function readLimited(response: http.IncomingMessage, want: WantedBody, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const failed = (detail: string) => settle(() => reject(new LinkFetchError(signal.aborted ? 'timeout' : 'network', detail)));
    response.on('data', (chunk: Buffer) => {
      if (size + chunk.length > want.maxBytes) {
        // Settled before the hang-up, whose own 'aborted' must not count as a failure.
        if (want.truncate) settle(() => resolve(Buffer.concat([...chunks, chunk.subarray(0, want.maxBytes - size)])));
        else settle(() => reject(new LinkFetchError('size', `over ${want.maxBytes} bytes`)));
        response.destroy();
        return;
      }
      size += chunk.length;
      chunks.push(chunk);
    });
    response.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    response.on('error', (error) => failed(error.message));
    response.on('aborted', () => failed('answer cut off'));
    response.on('close', () => failed('answer cut off'));
  });
}

function checkHeaders(response: http.IncomingMessage, want: WantedBody): string {
  if (response.statusCode !== 200) throw new LinkFetchError('status', String(response.statusCode));
  const contentType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!want.types.test(contentType)) throw new LinkFetchError('type', contentType || 'none');
  const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new LinkFetchError('type', `encoding ${encoding}`);
  const length = Number(response.headers['content-length'] ?? 0);
  if (!want.truncate && length > want.maxBytes) throw new LinkFetchError('size', `${length} bytes announced`);
  return contentType;
}

/**
 * GETs a URL under the preview rules: every hop (the first and up to MAX_REDIRECTS redirects)
 * checked by checkTarget and connected to the address it checked; the type checked before the
 * body is read and the size while it streams; all within `rules.signal`.
 */
export async function safeFetch(raw: string | URL, want: WantedBody, rules: FetchRules): Promise<FetchedBody> {
  let next: string | URL = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = await checkTarget(next, rules);
    const response = await request(target, want, rules.signal);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.destroy();
      next = URL.canParse(location, target.url) ? new URL(location, target.url) : location;
      continue;
    }
    try {
      const contentType = checkHeaders(response, want);
      return { url: target.url, contentType, body: await readLimited(response, want, rules.signal) };
    } catch (error) {
      response.destroy();
      throw error;
    }
  }
  throw new LinkFetchError('redirects', `more than ${MAX_REDIRECTS}`);
}
