import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { mailsFor, waitForCode } from './mailbox';

export interface ApiAnswer<T = Record<string, any>> {
  status: number;
  body: T;
  headers: Headers;
}

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** another app process than the run's own (scale-out tests) */
  baseUrl?: string;
}

/** Calls the real server's API: `api('/auth/login', { body })` posts JSON to /api/auth/login. */
export async function api<T = Record<string, any>>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${options.baseUrl ?? inject('baseUrl')}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // not JSON (files)
  }
  return { status: res.status, body, headers: res.headers };
}

/** A fresh random name, unique across parallel test files and runs. */
export function uniqueName(prefix = 'u'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

export const mailDir = () => inject('mailDir');

/** Sends an OTP request and returns the code read from the real mail it produced. */
export async function requestCode(path: string, body: Record<string, unknown>, token?: string): Promise<string> {
  const email = String(body.email);
  const seen = mailsFor(mailDir(), email).length;
  const answer = await api(path, { body, token });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return waitForCode(mailDir(), email, seen);
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, any>;
}

/** Registers a new user through the real API (code from the mail) and logs them in. */
export async function registerUser(overrides: Partial<{ username: string; password: string; email: string }> = {}): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const email = overrides.email ?? `${username.toLowerCase()}@example.test`;
  const password = overrides.password ?? 'secret12';
  const otp = await requestCode('/auth/send-otp', { email });
  const reg = await api('/auth/register', { body: { username, password, email, otp, birthday: '2000-05-06', gender: 'other' } });
  if (reg.status !== 200) throw new Error(`register answered ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await api('/auth/login', { body: { username, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status} ${JSON.stringify(login.body)}`);
  return { id: login.body.user.id, username, email, password, token: login.body.token, user: login.body.user };
}
