import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, checkKey, type Storage } from './storage-types';

/** Files under `<dataDir>/files/<key>`. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.rename(sourcePath, target);
    } catch {
      // Another file system (tmp on its own mount): copy instead.
      await fs.promises.copyFile(sourcePath, target);
    }
  }

  async putBuffer(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, body);
    await fs.promises.rename(tmp, target);
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.promises.stat(this.file(key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    await fs.promises.access(file, fs.constants.R_OK);
    return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
