// One error type for every refusal the API gives; the HTTP status comes from the code (API.md).
const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  REQUIRED_FIELD: 400,
  INVALID_EMAIL: 400,
  EMAIL_REQUIRED: 400,
  PASSWORD_LENGTH: 400,
  USERNAME_INVALID: 400,
  DATE_INVALID: 400,
  OTP_INVALID: 400,
  OTP_BURNT: 400,
  WRONG_PASSWORD: 400,
  WRONG_EMAIL: 400,
  FILE_REQUIRED: 400,
  MESSAGE_EMPTY: 400,
  GROUP_NAME_REQUIRED: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  ADMIN_AUTH_REQUIRED: 401,
  NOT_A_MEMBER: 403,
  FORBIDDEN: 403,
  GROUP_MUTED: 403,
  USER_MUTED: 403,
  BLOCKED: 403,
  UNABLE_TO_JOIN: 403,
  WRONG_ADMIN_CODE: 403,
  OWNER_CANNOT_LEAVE: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  GROUP_NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  UNPIN_BEFORE_DELETE: 409,
  INVALID_STATE: 409,
  ALREADY_DONE: 409,
  CALL_BUSY: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  OTP_TOO_SOON: 429,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  MAIL_FAILED: 502,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.status = STATUS_BY_CODE[code];
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return value in STATUS_BY_CODE;
}
