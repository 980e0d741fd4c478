import { getToken, leaveSession } from './session';
import { currentLocale } from './locale';

/** A failed call: the HTTP status (0 when the network failed), the stable code and the localized message. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** a plain object is sent as JSON with `lang` added; FormData is sent as it is */
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
}

function encodeBody(body: ApiOptions['body'], lang: string): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) {
    if (!body.has('lang')) body.append('lang', lang);
    return body;
  }
  return JSON.stringify({ ...body, lang: body.lang ?? lang });
}

async function readBody(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Calls `/api<path>` with the stored token and the current language; answers the parsed body or
 * throws an ApiClientError. A 401 without a token (a failed login) is an ordinary error.
 */
export async function api<T = Record<string, unknown>>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = getToken();
  const lang = currentLocale();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: encodeBody(options.body, lang),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'NETWORK_ERROR', '');
  }
  const body = await readBody(res);
  if (res.ok) return body as T;
  const code = typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
  // A 401 to a call that carried a token: the session is over (SPEC.md section 8).
  if (res.status === 401 && token) leaveSession(code === 'SESSION_ENDED');
  throw new ApiClientError(res.status, code, typeof body.message === 'string' ? body.message : '');
}

/** The server's localized message of a failed call, else the given fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.message ? error.message : fallback;
}
