import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, ResultCode } from '@edu/shared';
import { isRequestError, type UploadProgress } from '../../../app/api';

/**
 * Pictures uploaded into rich text (lessons, questions) through uploadImage (routes.content): what the
 * file picker accepts, the checks made before sending (the server checks the bytes again: 413, 415),
 * the messages of a failed upload, and pictures found in pasted HTML as data: URLs (uploaded like
 * files, never kept as data: URLs).
 */

/** An upload function: resolves with the picture's address. */
export type ImageUploader = (
  file: File,
  onProgress?: (p: UploadProgress) => void,
  signal?: AbortSignal,
) => Promise<{ url: string }>;

export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');
export const IMAGE_MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

type T = (key: string, options?: Record<string, unknown>) => string;

/** The files of a paste or drop that are pictures (any image type: the unsupported ones get a message). */
export function imageFilesOf(files: FileList | readonly File[] | null | undefined): File[] {
  return files ? Array.from(files).filter((f) => f.type.startsWith('image/')) : [];
}

/** Why a picture is refused before it is sent, or null (an unknown type is left to the server). */
export function precheckImage(file: File, t: T): string | null {
  const name = file.name || 'image';
  if (file.type !== '' && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return t('editor.image.unsupported', { name });
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return t('editor.image.tooLarge', { name, max: IMAGE_MAX_MB });
  return null;
}

/** The message of a failed upload (413 and 415 explained), or null when it was cancelled. */
export function imageUploadErrorText(error: unknown, file: File, t: T): string | null {
  const name = file.name || 'image';
  if (!isRequestError(error)) return t('editor.image.failed', { name, reason: '' }).trim();
  if (error.kind === 'abort') return null;
  if (error.code === ResultCode.payloadTooLarge) {
    // The server's message names its actual limit (UPLOAD_MAX_MB may be lower than 5 MB).
    return error.kind === 'server'
      ? t('editor.image.notUploaded', { name, reason: error.msg })
      : t('editor.image.tooLarge', { name, max: IMAGE_MAX_MB });
  }
  if (error.code === ResultCode.unsupportedMediaType) {
    return error.kind === 'server'
      ? t('editor.image.notUploaded', { name, reason: error.msg })
      : t('editor.image.unsupported', { name });
  }
  return t('editor.image.failed', { name, reason: error.msg });
}

const DATA_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(["'])(data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]+)\1[^>]*>/gi;

/** The pictures of pasted HTML given as data: URLs, as files (the editor drops data: images itself). */
export function dataImagesOf(html: string): File[] {
  const files: File[] = [];
  for (const match of html.matchAll(DATA_IMAGE)) {
    const file = dataUrlToFile(match[2] ?? '', `pasted-${files.length + 1}`);
    if (file) files.push(file);
  }
  return files;
}

/** A base64 data: URL as a File named `base` plus the type's extension; null when it is not one. */
export function dataUrlToFile(url: string, base: string): File | null {
  const m = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i.exec(url.trim());
  if (!m?.[1] || !m[2]) return null;
  let binary: string;
  try {
    binary = atob(m[2].replace(/\s+/g, ''));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const type = m[1].toLowerCase();
  const ext = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1]?.replace(/\W.*$/, '') ?? 'img');
  return new File([bytes], `${base}.${ext}`, { type });
}
