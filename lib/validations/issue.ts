// Why a field was refused, shared by the forms and the server (no server imports here).
//
// API.md answers every bad or missing field with 400 VALIDATION_ERROR, its `field` (the body key)
// and a `reason`. The shared schemas say both in each zod issue's message: the reason and, where
// the reason's own text would be vaguer than today's form shows, the text to show instead
// (errors.validation.<text> in messages/*.json): "REQUIRED" reads "Please fill in all fields.",
// "REQUIRED:emailRequired" reads "Please enter your e-mail.". The text cannot be derived from
// field and reason alone: a too-long `password` is "Password must be 6-12 characters." at
// registration but "This field is too long." at login, a missing `name` is a group's name or a
// sticker set's. toApiError turns an issue into the answer; the forms show the same text.
// An issue message that is an error code instead (OTP_INVALID, NOT_FOUND ...) stays that code.

import type en from '@/messages/en.json';

/** The `reason` of a 400 VALIDATION_ERROR (API.md). */
export const REASONS = ['REQUIRED', 'TOO_LONG', 'TOO_SHORT', 'INVALID_FORMAT', 'NOT_IN_FUTURE', 'EMPTY', 'NOT_ALLOWED'] as const;
export type Reason = (typeof REASONS)[number];

type ValidationTexts = (typeof en)['errors']['validation'];
/** A text of errors.validation: a reason's own, or a more specific one. */
export type ValidationText = keyof ValidationTexts;
/** The reasons with a text of their own (errors.validation.<REASON>); the others read as VALIDATION_ERROR. */
type ReasonWithText = Extract<ValidationText, Reason>;
/** A text more specific than its reason's (errors.validation.<text>). */
export type IssueText = Exclude<ValidationText, Reason>;

const REASON_TEXTS: Record<ReasonWithText, true> = { REQUIRED: true, TOO_LONG: true, NOT_IN_FUTURE: true };

export interface IssueDetail {
  reason: Reason;
  text?: IssueText;
}

/** The message of a zod issue: `reason` or `reason:text`. */
export const issue = (reason: Reason, text?: IssueText): string => (text ? `${reason}:${text}` : reason);

/**
 * The error of a type check (z.string(), z.enum() ...): nothing sent is REQUIRED with `required`'s
 * text, something else of the wrong type or value INVALID_FORMAT with `invalid`'s (by default the
 * same text).
 */
export const missingOr =
  (required?: IssueText, invalid: IssueText | undefined = required) =>
  (iss: { input?: unknown }): string =>
    iss.input == null ? issue('REQUIRED', required) : issue('INVALID_FORMAT', invalid);

/** The detail an issue message carries, or undefined when it is an error code (or anything else). */
export function parseIssue(message: string | undefined): IssueDetail | undefined {
  const [reason, text, ...rest] = (message ?? '').split(':');
  if (rest.length || !(REASONS as readonly string[]).includes(reason)) return undefined;
  return { reason: reason as Reason, ...(text ? { text: text as IssueText } : {}) };
}

/** The messages key of a refused field: its own text, else its reason's, else VALIDATION_ERROR's. */
export function validationMessageKey(detail: IssueDetail): string {
  if (detail.text) return `errors.validation.${detail.text}`;
  return detail.reason in REASON_TEXTS ? `errors.validation.${detail.reason}` : 'errors.VALIDATION_ERROR';
}

/** What an unknown id named: the `resource` of 404 NOT_FOUND (API.md). */
export type Resource =
  | 'user'
  | 'group'
  | 'chat'
  | 'message'
  | 'account'
  | 'stickerSet'
  | 'sticker'
  | 'badgeRequest'
  | 'file'
  | 'subscription'
  | 'invite'
  | 'joinRequest'
  | 'report'
  | 'ban';

/** The message of a zod issue that refuses an id as naming nothing: 404 NOT_FOUND of `resource`. */
export const notFoundIssue = (resource: Resource): string => `NOT_FOUND:${resource}`;

/** The resource of a not-found issue message, else undefined. */
export function parseNotFoundIssue(message: string | undefined): Resource | undefined {
  const [code, resource] = (message ?? '').split(':');
  return code === 'NOT_FOUND' && resource ? (resource as Resource) : undefined;
}

/** The messages key of an issue message: a refused field's text, else errors.<CODE>. */
export function issueMessageKey(message: string | undefined): string {
  const detail = parseIssue(message);
  return detail ? validationMessageKey(detail) : `errors.${message || 'VALIDATION_ERROR'}`;
}
