import { ResultCode } from '@edu/shared';

/** HTTP status for each envelope code: the status mirrors the class of the outcome. */
export function httpStatusFor(code: number): number {
  switch (code) {
    case ResultCode.ok:
      return 200;
    case ResultCode.accountDisabled:
    case ResultCode.illegalToken:
    case ResultCode.otherClientLoggedIn:
    case ResultCode.tokenExpired:
      return 401;
    case ResultCode.previewReadOnly:
      return 403;
    default:
      return code >= 400 && code < 600 ? code : 500;
  }
}

/** Thrown anywhere in a handler; the error handler turns it into an envelope. */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;
  constructor(code: number, message: string, data: unknown = null, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.data = data;
    this.headers = headers;
  }
}

export const badRequest = (msg: string) => new AppError(ResultCode.badRequest, msg);
export const forbidden = (msg = 'You do not have permission to do this') => new AppError(ResultCode.forbidden, msg);
export const notFound = (msg = 'Not found') => new AppError(ResultCode.notFound, msg);
export const conflict = (msg: string) => new AppError(ResultCode.conflict, msg);

/** The refusal of every change in a role preview (code 40301, HTTP 403; modules/auth/preview.ts). */
export const PREVIEW_READ_ONLY = 'This is a preview: nothing can be changed';
export const previewReadOnly = () => new AppError(ResultCode.previewReadOnly, PREVIEW_READ_ONLY);
