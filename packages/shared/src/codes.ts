/** Envelope codes (DESIGN.md section 2, spec section 8). */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  /** an upstream service (an AI provider) is down or answered garbage */
  badGateway: 502,
  /** an upstream service (an AI provider) did not answer in time */
  gatewayTimeout: 504,
  /** account disabled or deleted */
  accountDisabled: 601,
  /** malformed token */
  illegalToken: 50008,
  /** session ended elsewhere (password changed, logged out everywhere, revoked) */
  otherClientLoggedIn: 50012,
  /** session expired */
  tokenExpired: 50014,
  /**
   * A role preview (read-only) asked for a change (HTTP 403): the console shows the message and stays in
   * the preview; it is no session code.
   */
  previewReadOnly: 40301,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes after which the console logs out at once and goes to /login. */
export const LOGOUT_CODES: readonly number[] = [ResultCode.accountDisabled, ResultCode.unauthorized];
/** Codes after which the console asks the user to log in again. */
export const RELOGIN_CODES: readonly number[] = [
  ResultCode.illegalToken,
  ResultCode.otherClientLoggedIn,
  ResultCode.tokenExpired,
];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
