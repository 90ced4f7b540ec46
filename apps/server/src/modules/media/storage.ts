import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media bytes live. Keys are slash-separated (`orig/<hash>`, `var/<hash>/<variant>`) and built only
 * from validated hex hashes and our own variant keys; a cloud bucket can implement the same three calls.
 */
export interface MediaStorage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-z]+(?:\/[a-z0-9][a-z0-9._-]*)+$/;

/**
 * Files under `<dataDir>/media`. Content types are not stored: originals are sniffed from their bytes and a
 * variant's type is part of its key. Writes go to a temp file and are renamed into place, so a reader never
 * sees half a file and two nodes writing the same (identical) key cannot corrupt it.
 */
export class LocalDiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  /** `orig/abcd…` → `<root>/orig/ab/abcd…`: sharding by hash prefix keeps directories small. */
  pathFor(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid media storage key: ${key}`);
    const [kind, hash, ...rest] = key.split('/') as [string, string, ...string[]];
    return path.join(this.root, kind, hash.slice(0, 2), hash, ...rest);
  }

  async put(key: string, buffer: Buffer, _contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, buffer);
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => {});
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathFor(key))).isFile();
    } catch {
      return false;
    }
  }
}
