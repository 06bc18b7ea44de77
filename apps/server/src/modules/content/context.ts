import type { Storage } from '../../storage/storage';

/** What the content routes share: the file storage and where uploads wait while they are checked. */
export interface ContentContext {
  storage: Storage;
  tmpDir: string;
  uploadMaxBytes: number;
}
