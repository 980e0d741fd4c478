import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { isAllowedPushEndpoint } from './endpoint-allowlist';
import { vapidAuthorization } from './vapid';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** seconds the push service may keep the push for a device that is away (at most 86400) */
  ttl: number;
  urgency: 'normal' | 'high';
  /** a newer push with the same topic replaces one the service still holds */
  topic: string;
}

export type PushOutcome =
  | { ok: true }
  /** gone: the subscription will never take a push again (404, 410, or no longer allowed) */
  | { ok: false; gone: boolean; retryable: boolean; retryAfterMs?: number; status?: number; reason?: string };

const TIMEOUT_MS = 10_000;
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64 }), https: new https.Agent({ keepAlive: true, maxSockets: 64 }) };

/** Retry-After in seconds or as an HTTP date (RFC 9110), in ms from now. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function outcomeOf(status: number, retryAfter: string | string[] | undefined): PushOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  if (status === 404 || status === 410) return { ok: false, gone: true, retryable: false, status };
  if (status === 429 || status >= 500) return { ok: false, gone: false, retryable: true, retryAfterMs: retryAfterMs(retryAfter), status };
  return { ok: false, gone: false, retryable: false, status };
}

/**
 * One Web Push: the payload encrypted to the subscription (aes128gcm, RFC 8291) by web-push,
 * signed with the server's VAPID key, and POSTed with node's own client: web-push's
 * sendNotification would always open TLS and gives no control of the connection. Refused without
 * a request when the endpoint is not on the allowlist (checked again here: the list may have
 * changed since the subscription was stored).
 */
export function sendWebPush(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint)) return Promise.resolve({ ok: false, gone: true, retryable: false, reason: 'NOT_ALLOWED' });
  const url = new URL(target.endpoint);
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target.keys }, payload, {
      TTL: Math.min(86_400, options.ttl),
      urgency: options.urgency,
      topic: options.topic,
      // Signed here once per origin (vapid.ts), not for every push.
      vapidDetails: null as never,
      headers: { Authorization: vapidAuthorization(url.origin) },
    });
  } catch (error) {
    // Keys a browser never made (they cannot be encrypted to): the subscription is of no use.
    return Promise.resolve({ ok: false, gone: true, retryable: false, reason: (error as Error).message });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, agent: url.protocol === 'https:' ? agents.https : agents.http, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(outcomeOf(response.statusCode ?? 0, response.headers['retry-after'])));
      response.on('error', () => resolve({ ok: false, gone: false, retryable: true, reason: 'response' }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ ok: false, gone: false, retryable: true, reason: error.message }));
    request.end(details.body);
  });
}
