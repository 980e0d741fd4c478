import type { UploadAnswer } from '@/lib/contract/answers';
import { clearAdminSession, getAdminToken } from './admin-session';
import { currentLocale } from './locale';
import { getToken, leaveSession } from './session';

// The browser's one way to the API: `api()` for every call, `uploadFile()` for the uploads whose
// progress fetch() cannot report. Both send the same headers and read every answer through
// `settle`, so an error means the same whichever of them met it.

/** What an error answer may add to its code (API.md): the field and why, or the unknown resource. */
export interface ErrorDetail {
  field?: string;
  reason?: string;
  resource?: string;
  /** a refusal that ends by itself (429 SLOW_MODE): how long until it does */
  retryAfterSeconds?: number;
}

/** A failed call: the HTTP status (0 when the network failed), the stable code, the localized message and its detail. */
export class ApiClientError extends Error {
  readonly field?: string;
  readonly reason?: string;
  readonly resource?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
    this.field = detail.field;
    this.reason = detail.reason;
    this.resource = detail.resource;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}

/**
 * Whose credentials a call carries: the signed-in user's token (a 401 then ends the session,
 * SPEC.md section 8), the badge admin's token (a 401 locks the admin screen again, the user
 * session is not touched), or none (the admin code exchange).
 */
export type ApiAuth = 'user' | 'admin' | 'none';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** a plain object is sent as JSON with `lang` added; FormData is sent as it is, `lang` added */
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
  auth?: ApiAuth;
  /** the call may outlive the page (a last save while the tab closes) */
  keepalive?: boolean;
}

interface Credentials {
  token: string | null;
  /** what a 401 to this call means (its code tells an ended session from an expired one) */
  refused: (code: string) => void;
}

function credentials(auth: ApiAuth): Credentials {
  if (auth === 'admin') return { token: getAdminToken(), refused: () => clearAdminSession('expired') };
  if (auth === 'none') return { token: null, refused: () => undefined };
  const token = getToken();
  return {
    token,
    // Without a token a 401 is an ordinary refusal (a failed login), not an ended session.
    refused: (code) => {
      if (token) leaveSession(code === 'SESSION_ENDED');
    },
  };
}

/** The headers every call sends: the language, and the token when there is one. */
function headersFor(lang: string, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** An answer's body when the call succeeded, else the ApiClientError it stands for. */
function settle<T>(status: number, raw: string, creds: Credentials): T {
  const body = parseBody(raw);
  if (status >= 200 && status < 300) return body as T;
  const code = text(body.code) ?? 'INTERNAL_ERROR';
  if (status === 401) creds.refused(code);
  throw new ApiClientError(status, code, text(body.message) ?? '', {
    field: text(body.field),
    reason: text(body.reason),
    resource: text(body.resource),
    retryAfterSeconds: typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined,
  });
}

const networkError = () => new ApiClientError(0, 'NETWORK_ERROR', '');

function encodeBody(body: ApiOptions['body'], lang: string): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) {
    if (!body.has('lang')) body.append('lang', lang);
    return body;
  }
  return JSON.stringify({ ...body, lang: body.lang ?? lang });
}

/**
 * Calls `/api<path>` with the caller's credentials and the current language; answers the parsed
 * body or throws an ApiClientError (an abort is thrown as it is).
 */
export async function api<T = Record<string, unknown>>(path: string, options: ApiOptions = {}): Promise<T> {
  const creds = credentials(options.auth ?? 'user');
  const lang = currentLocale();
  const headers = headersFor(lang, creds.token);
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: encodeBody(options.body, lang),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError();
  }
  return settle<T>(res.status, await res.text(), creds);
}

export interface UploadOptions {
  /** the name the server keeps (default: the file's own) */
  fileName?: string;
  /** the optional `type` field (e.g. `voice`, so a webm recording is taken as audio) */
  type?: string;
  /** 0..1 as the bytes go out */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/upload (multipart, field `file`) through XMLHttpRequest, whose upload events give the
 * progress fetch() cannot. Answers where the file is stored; fails like api().
 */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const creds = credentials('user');
    const lang = currentLocale();
    const form = new FormData();
    if (options.fileName !== undefined) form.append('file', file, options.fileName);
    else form.append('file', file);
    if (options.type) form.append('type', options.type);
    form.append('lang', lang);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    for (const [name, value] of Object.entries(headersFor(lang, creds.token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        const answer = settle<UploadAnswer>(xhr.status, xhr.responseText, creds);
        options.onProgress?.(1);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The server's localized message of a failed call, else the given fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.message ? error.message : fallback;
}
