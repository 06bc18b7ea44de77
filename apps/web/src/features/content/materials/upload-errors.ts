import { ResultCode } from '@edu/shared';
import { isRequestError } from '../../../app/api';

/** The message of a failed upload: 413 and 415 explained, the server's words kept. */
export function uploadErrorText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!isRequestError(error)) return t('materials.uploadFailed');
  if (error.code === ResultCode.payloadTooLarge) {
    return error.kind === 'server' ? `${t('materials.tooLarge')} ${error.msg}` : t('materials.tooLarge');
  }
  if (error.code === ResultCode.unsupportedMediaType) {
    return error.kind === 'server' ? `${t('materials.unsupported')} ${error.msg}` : t('materials.unsupported');
  }
  if (error.kind === 'abort') return t('materials.cancelled');
  return error.msg || t('materials.uploadFailed');
}
