import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Reason, Resource, ValidationText } from '@/lib/validations/issue';
import type { ApiAnswer } from './api';

// The detailed refusals of API.md: 400 VALIDATION_ERROR with field and reason, 404 NOT_FOUND with
// resource, and the text in the language of the call (vi when it asked for none).

type Lang = 'vi' | 'en' | 'zh';
const catalog = (lang: Lang) => JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8'));
const catalogs: Record<Lang, any> = { vi: catalog('vi'), en: catalog('en'), zh: catalog('zh') };

/** Asserts the one error answer of API.md: status, `success: false`, the stable code, a non-empty message. */
export function expectError(answer: ApiAnswer<any>, status: number, code: string) {
  expect({ status: answer.status, code: answer.body?.code }, JSON.stringify(answer.body)).toEqual({ status, code });
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.message).toBe('string');
  expect(answer.body.message.length).toBeGreaterThan(0);
}

/** A 400 refusal with one of `codes` (never a 500, never a crash through to a query). */
export function expectBadInput(answer: ApiAnswer<any>, codes: string[] = ['VALIDATION_ERROR']) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(codes).toContain(answer.body.code);
}

/** messages/vi.json, the language of every answer to a call without `lang`. */
export const vi = catalogs.vi;

/**
 * A 400 VALIDATION_ERROR about `field` (undefined: the body as a whole) for `reason`; with `text`,
 * its message is that text (errors.validation.<text>) in `lang`, else a non-empty one.
 */
export function expectInvalid(answer: ApiAnswer<any>, field: string | undefined, reason: Reason, text?: ValidationText, lang: Lang = 'vi') {
  const { status, body } = answer;
  expect({ status, code: body?.code, field: body?.field, reason: body?.reason }, JSON.stringify(body)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field, reason });
  expect(body.success).toBe(false);
  if (text) expect(body.message).toBe(catalogs[lang].errors.validation[text]);
  else expect(body.message).toMatch(/\S/);
}

/** A 404 NOT_FOUND of an unknown `resource`, with that resource's text (in `lang`) where it has one. */
export function expectNotFound(answer: ApiAnswer<any>, resource: Resource, lang: Lang = 'vi') {
  const { status, body } = answer;
  expect({ status, code: body?.code, resource: body?.resource }, JSON.stringify(body)).toEqual({ status: 404, code: 'NOT_FOUND', resource });
  expect(body.success).toBe(false);
  const { errors } = catalogs[lang];
  expect(body.message).toBe(errors.notFound[resource] ?? errors.NOT_FOUND);
}
