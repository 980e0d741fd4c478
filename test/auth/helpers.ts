import { readFileSync } from 'node:fs';
import { beforeAll, expect, inject } from 'vitest';
import { api, type ApiAnswer, registerUser, requestCode, type TestUser, uniqueName } from '../support/api';
import { testDb } from '../support/db';

// Shared by the auth test files (not a test file itself: no `.test.ts`).

export { expectError, expectBadInput } from '../support/errors';

export type Lang = 'vi' | 'en' | 'zh';

export function expectOk(answer: ApiAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Logs in through the API with that password (to see which one works). */
export const login = (user: { username: string }, password: string) => api('/auth/login', { body: { username: user.username, password } });

/**
 * Somebody else, only looked at (their address and token), never changed: registered once before
 * the file's tests and shared by them. Call it at the top of a test file, read it inside a test.
 */
export function sharedBystander(): () => TestUser {
  let bystander: TestUser | undefined;
  beforeAll(async () => {
    bystander = await registerUser();
  });
  return () => bystander!;
}

/** A random address (mixed case on request, to check lower-casing where it matters). */
export const freshEmail = (prefix = 'm') => `${uniqueName(prefix)}@example.test`;

/** A syntactically valid code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const messageFiles: Record<string, any> = {};
/** messages/<lang>.json, as the server translates from it. */
export function messages(lang: Lang): any {
  messageFiles[lang] ??= JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8'));
  return messageFiles[lang];
}

export async function otpRow(email: string, purpose: string) {
  const db = await testDb();
  return db.collection('otps').findOne({ email: email.toLowerCase(), purpose });
}

/** Moves a live code's expiry into the past (the 10-minute limit, without waiting). */
export async function expireOtp(email: string, purpose: string) {
  const db = await testDb();
  const result = await db
    .collection('otps')
    .updateOne({ email: email.toLowerCase(), purpose }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  expect(result.matchedCount).toBe(1);
}

/** Pretends the last code was sent over 60 s ago, so a new one may be requested now. */
export async function backdateOtp(email: string, purpose: string) {
  const db = await testDb();
  const result = await db
    .collection('otps')
    .updateOne({ email: email.toLowerCase(), purpose }, { $set: { sentAt: new Date(Date.now() - 61_000) } });
  expect(result.matchedCount).toBe(1);
}

/** Posts a raw (possibly malformed) body. */
export async function rawPost(path: string, text: string, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  });
  const body = await res.text();
  let parsed: any = body;
  try {
    parsed = JSON.parse(body);
  } catch {
    // keep the text: the assertion shows it
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A registration code for a fresh address (mailed for real). */
export async function registrationCode(email = freshEmail()) {
  return { email, otp: await requestCode('/auth/send-otp', { email }) };
}

export const registerBody = (over: Record<string, unknown> = {}) => ({
  username: uniqueName(),
  password: 'secret12',
  birthday: '2000-05-06',
  gender: 'female',
  ...over,
});

/** The JWT secret of this run's server, to forge tokens it must refuse (expired, wrong audience). */
export const serverJwtSecret = (): string => inject('jwtSecret');
