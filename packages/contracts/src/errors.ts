/**
 * Business codes carried in the envelope's `code`. The client maps each to what the user sees (SPEC §8);
 * the server maps each to an HTTP status. 200 is the only success.
 */
export const ErrorCode = {
  OK: 200,
  /** Silent failure: the client shows nothing (SPEC §8). */
  SILENT: 5001,
  /** Session revoked (for example the password changed elsewhere): log in again after 300 ms. */
  SESSION_REVOKED: 6680,
  /** No valid session: no token, unknown token or expired token. */
  NO_SESSION: 30007,
  /** The session was ended by a login elsewhere (one live session per user). */
  LOGGED_IN_ELSEWHERE: 30008,
  /** Important reminder shown in a modal (for example: account pending verification). */
  REMINDER: 30010,
  /** Important reminder shown in a modal (for example: company suspended). */
  REMINDER_ALT: 30011,
  /** Reminder, then forced logout after 3 s (for example: account disabled). */
  REMINDER_LOGOUT: 30012,
  /** Input failed validation; `data.fieldErrors` says which field and why. */
  VALIDATION: 40000,
  /** Wrong e-mail or password. */
  BAD_CREDENTIALS: 40001,
  /** The payment provider declined the card (issue 13); nothing was charged or written. */
  PAYMENT_DECLINED: 40200,
  /** The payment provider could not process the card this time: try again; nothing was charged or written. */
  PAYMENT_RETRY: 40201,
  /** The company's plan does not allow this (one more user or product, Launch collections); `msg` names the plan. */
  PLAN_LIMIT: 40210,
  /** The caller is logged in but may not do this. */
  FORBIDDEN: 40300,
  /** The resource does not exist or is not visible to the caller. */
  NOT_FOUND: 40400,
  /** The write conflicts with the current state (duplicate, wrong status). */
  CONFLICT: 40900,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_TYPE: 41500,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
  /** A dependency (database) is unavailable. */
  UNAVAILABLE: 50300,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status that mirrors each business code (ARCHITECTURE §4). */
export const httpStatusOf: Record<number, number> = {
  [ErrorCode.OK]: 200,
  [ErrorCode.SILENT]: 400,
  [ErrorCode.SESSION_REVOKED]: 401,
  [ErrorCode.NO_SESSION]: 401,
  [ErrorCode.LOGGED_IN_ELSEWHERE]: 401,
  [ErrorCode.REMINDER]: 403,
  [ErrorCode.REMINDER_ALT]: 403,
  [ErrorCode.REMINDER_LOGOUT]: 403,
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.BAD_CREDENTIALS]: 400,
  [ErrorCode.PAYMENT_DECLINED]: 402,
  [ErrorCode.PAYMENT_RETRY]: 402,
  [ErrorCode.PLAN_LIMIT]: 402,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_TYPE]: 415,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.UNAVAILABLE]: 503,
};

/** One field's problem in a VALIDATION answer; `path` is dotted (e.g. `contacts.0.email`). */
export interface FieldError {
  path: string;
  message: string;
}
