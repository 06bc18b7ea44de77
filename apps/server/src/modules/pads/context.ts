import type { Storage } from '../../storage/storage';

/** What the pad routes share: the file storage, where uploads wait while they are checked, and the size limit. */
export interface PadContext {
  storage: Storage;
  tmpDir: string;
  /** the smaller of APP_FILE_MAX_BYTES and the server's UPLOAD_MAX_MB */
  fileMaxBytes: number;
}
