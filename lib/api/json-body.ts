import { ApiError } from '@/lib/errors/api-error';

// The JSON body of an API call, whichever transport carries it (Next's web stream in handler.ts,
// Node's request in node-route.ts): each hands over its chunks one at a time, and the limit is
// kept here, once.

/** JSON bodies above this are refused with 413 PAYLOAD_TOO_LARGE (API.md). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A request body as its transport reads it: chunk after chunk, and a way to stop. */
export interface BodyChunks {
  next(): Promise<IteratorResult<Uint8Array>>;
  /** called when the body is refused part-way: whatever is left is not read */
  stop(): void;
}

/** The body's text as JSON; an empty body is `{}`, anything unparsable a VALIDATION_ERROR. */
export function parseJsonText(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR');
  }
}

/**
 * Reads a JSON body of at most MAX_JSON_BODY_BYTES: a larger declared Content-Length is refused
 * before a byte is read (`open` is not even called), and a body that streams past the limit is
 * refused there, never read whole. `open` answers undefined when the request has no body.
 */
export async function readJsonBody(declaredLength: string | null | undefined, open: () => BodyChunks | undefined): Promise<unknown> {
  if (Number(declaredLength ?? 0) > MAX_JSON_BODY_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
  const body = open();
  if (!body) return {};
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-body is no server error: nobody reads the answer anyway.
    const { done, value } = await body.next().catch(() => {
      throw new ApiError('VALIDATION_ERROR');
    });
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BODY_BYTES) {
      body.stop();
      throw new ApiError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return parseJsonText(Buffer.concat(chunks).toString('utf8'));
}
