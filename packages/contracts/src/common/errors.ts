/**
 * Every error the API can answer, with its HTTP status. One table: the server's error handler and
 * the web client both read it, and every code has a translated message in `i18n/error-messages.ts`.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  LOGIN_FAILED: 401,
  CAPTCHA_INVALID: 400,
  CHALLENGE_FAILED: 400,
  VERIFICATION_CODE_INVALID: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  HANDOFF_INVALID: 400,
  VERIFICATION_REQUIRED: 403,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_DISABLED: 403,
  NOT_AGENT: 403,
  TRIAL_NOT_ALLOWED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  FEATURE_DISABLED: 403,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_INVITATION_CODE: 400,
  PASSWORD_INCORRECT: 400,
  RESET_LINK_INVALID: 400,
  INSUFFICIENT_BALANCE: 400,
  IDEMPOTENCY_CONFLICT: 409,
  PAYMENT_PASSWORD_NOT_SET: 400,
  PAYMENT_PASSWORD_INCORRECT: 400,
  ALREADY_PROCESSED: 409,
  NO_UPLINE: 400,
  WALLET_UNAVAILABLE: 400,
  LIMIT_REACHED: 400,
  TOTP_INVALID: 401,
  GAME_NOT_FOUND: 404,
  GAME_MAINTENANCE: 409,
  TRIAL_UNAVAILABLE: 400,
  LAUNCH_TOKEN_INVALID: 401,
  SIGNATURE_INVALID: 401,
  ROUND_CLOSED: 409,
  BET_OUT_OF_RANGE: 400,
  REWARD_EXPIRED: 409,
  RAFFLE_NOT_OPEN: 409,
  RAFFLE_CLAIM_EXPIRED: 409,
  NOTHING_TO_CLAIM: 409,
  MISSION_NOT_COMPLETED: 409,
  INSUFFICIENT_POINTS: 400,
  CONTRACT_REQUIRED: 409,
  RATE_ABOVE_UPLINE: 400,
  OFFER_PENDING: 409,
  INTERNAL: 500,
  MAINTENANCE: 503,
  NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** A field named in a VALIDATION_FAILED answer: `path` as dotted keys, `issue` a stable issue key. */
export interface FieldIssue {
  field: string;
  issue: string;
  message: string;
}
