import type en from '@/messages/en.json';
import { validationMessageKey, type IssueDetail, type Reason, type Resource } from '@/lib/validations/issue';

export type { Resource };

// One error type for every refusal the API gives; the HTTP status comes from the code (API.md),
// the localized text from the detail where it has one (a too-short password's own text), else
// from the code.
const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  OTP_INVALID: 400,
  OTP_BURNT: 400,
  WRONG_PASSWORD: 400,
  WRONG_EMAIL: 400,
  CANNOT_VOTE_SELF: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  SESSION_ENDED: 401,
  ADMIN_AUTH_REQUIRED: 401,
  NOT_A_MEMBER: 403,
  FORBIDDEN: 403,
  GROUP_MUTED: 403,
  USER_MUTED: 403,
  BLOCKED: 403,
  UNABLE_TO_JOIN: 403,
  WRONG_ADMIN_CODE: 403,
  OWNER_CANNOT_LEAVE: 403,
  BANNED: 403,
  NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  UNPIN_BEFORE_DELETE: 409,
  INVALID_STATE: 409,
  ALREADY_DONE: 409,
  CALL_BUSY: 409,
  CALL_FULL: 409,
  ALREADY_REPORTED: 409,
  INVITE_EXPIRED: 410,
  NO_CALL: 404,
  FILE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  STORAGE_FULL: 507,
  STORAGE_UNAVAILABLE: 503,
  OTP_TOO_SOON: 429,
  TOO_MANY_REQUESTS: 429,
  SLOW_MODE: 429,
  INTERNAL_ERROR: 500,
  MAIL_FAILED: 502,
  DB_UNAVAILABLE: 503,
  CALLS_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** The detail an answer (and a socket acknowledgement) carries beside the code (API.md). */
export interface ErrorDetail {
  /** the body key a 400 VALIDATION_ERROR is about */
  field?: string;
  reason?: Reason;
  resource?: Resource;
}

interface ErrorExtra extends ErrorDetail {
  retryAfterSeconds?: number;
  /** the messages key of the text, where errors.<CODE> would be vaguer; never sent */
  messageKey?: string;
}

/** The resources with a text of their own (errors.notFound.<resource>); the others read as NOT_FOUND. */
type ResourceWithText = keyof (typeof en)['errors']['notFound'];
const NOT_FOUND_TEXTS: Record<ResourceWithText, true> = { user: true, group: true, account: true };

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra: ErrorExtra = {},
  ) {
    super(code);
    this.status = STATUS_BY_CODE[code];
  }

  /** field, reason and resource, only those that are set */
  get detail(): ErrorDetail {
    const { field, reason, resource } = this.extra;
    return { ...(field ? { field } : {}), ...(reason ? { reason } : {}), ...(resource ? { resource } : {}) };
  }

  /** The messages key of the localized text: the detail's own text, else the code's. */
  get messageKey(): string {
    const { messageKey, resource } = this.extra;
    if (messageKey) return messageKey;
    if (resource && resource in NOT_FOUND_TEXTS) return `errors.notFound.${resource}`;
    return `errors.${this.code}`;
  }
}

/** 400 VALIDATION_ERROR about `field`, with the reason and text of `detail` (lib/validations/issue.ts). */
export const invalidField = (field: string | undefined, detail: IssueDetail) =>
  new ApiError('VALIDATION_ERROR', { field, reason: detail.reason, messageKey: validationMessageKey(detail) });

/** 404 NOT_FOUND of an unknown id, saying what it named. */
export const notFound = (resource: Resource) => new ApiError('NOT_FOUND', { resource });

export function isErrorCode(value: string): value is ErrorCode {
  return value in STATUS_BY_CODE;
}
