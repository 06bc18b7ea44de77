import { isRequestError, type UploadProgress } from '../../app/api';

/*
 * The pure helpers of a spreadsheet import (preview, then commit): the rows sent back with a refusal, and
 * how much of the file has been sent.
 */

/** One row of an import preview: its number in the file and its problems (column, message). */
export interface ImportPreviewRowLike {
  row: number;
  errors: readonly { column: string | null; message: string }[];
}

/** What every import preview answers (the people import's, the device import's). */
export interface ImportPreviewLike<R extends ImportPreviewRowLike = ImportPreviewRowLike> {
  ignoredColumns: readonly string[];
  total: number;
  valid: number;
  invalid: number;
  rows: readonly R[];
}

/** Whether a refusal's data is the rows again, with their errors (a preview). */
export function isPreview<P extends ImportPreviewLike>(value: unknown): value is P {
  return typeof value === 'object' && value !== null && Array.isArray((value as ImportPreviewLike).rows);
}

/** The part of the file sent (0 to 1), or null when the browser cannot tell. */
export function uploadFraction(progress: UploadProgress): number | null {
  return progress.total > 0 ? progress.loaded / progress.total : null;
}

/** A refused import's message and, when the server sent the rows again with their errors, that preview. */
export function refusalOf<P extends ImportPreviewLike>(error: unknown): { msg: string; preview: P | null } {
  const msg = isRequestError(error) ? error.msg : String(error);
  return { msg, preview: isRequestError(error) && isPreview<P>(error.data) ? error.data : null };
}
