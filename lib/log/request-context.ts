import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processSingleton } from '@/lib/util/process-singleton';

// The request a log line is written for: server.ts runs each HTTP request inside its context, so
// whatever logs while handling it (route handlers in Next's bundle included: the context lives on
// the process, not in a module copy) names the same id.

interface RequestContext {
  requestId: string;
}

const contexts = () => processSingleton('requestContexts', () => new AsyncLocalStorage<RequestContext>());

/** An id a proxy may hand us: short, and of characters that cannot break a log line or a header. */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** The proxy's `X-Request-Id` when it is a plausible one, else a new id. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED_ID.test(given) ? given : randomUUID();
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return contexts().run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => contexts().getStore()?.requestId;
