import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One stored object, as listed for the variant cache's index. */
export interface StoredEntry {
  key: string;
  size: number;
  mtimeMs: number;
}

/**
 * Where media bytes live: a folder (LocalDiskStorage, below) or an S3-compatible bucket (S3Storage, s3-storage.ts),
 * chosen by MEDIA_STORAGE (storage-config.ts). Keys are slash-separated (`orig/<hash>`, `var/<hash>/<variant>`)
 * and built only from validated hex hashes and our own variant keys. Public and private files share the keys:
 * who may read a file is the media table's business (docs/media.md), and no backend is ever read directly.
 */
export interface MediaStorage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object under `prefix`: a kind (`var`) or one hash of it (`var/<hash>`). */
  list(prefix: string): Promise<StoredEntry[]>;
  /** Lets go of connections (the S3 client's sockets) when the app closes. */
  close?(): void;
}

const missing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

const KEY = /^[a-z]+(?:\/[a-z0-9][a-z0-9._-]*)+$/;

/** Throws on a key no caller should build: every backend refuses the same ones. */
export function checkKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid media storage key: ${key}`);
}

/** A kind (`var`) or one hash of it (`var/<hash>`). */
export function checkPrefix(prefix: string): void {
  const [kind, hash, ...rest] = prefix.split('/');
  if (!/^[a-z]+$/.test(kind ?? '') || (hash !== undefined && !/^[0-9a-f]{32}$/.test(hash)) || rest.length) throw new Error(`invalid media storage prefix: ${prefix}`);
}

/**
 * Files under `<dataDir>/media`. Content types are not stored: originals are sniffed from their bytes and a
 * variant's type is part of its key. Writes go to a temp file and are renamed into place, so a reader never
 * sees half a file and two nodes writing the same (identical) key cannot corrupt it.
 */
export class LocalDiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  /** `orig/abcd…` → `<root>/orig/ab/abcd…`: sharding by hash prefix keeps directories small. */
  pathFor(key: string): string {
    checkKey(key);
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
      if (missing(err)) return null;
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

  /** Also removes the hash's folder once its last variant is gone. */
  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await unlink(file).catch((err: unknown) => {
      if (!missing(err)) throw err;
    });
    if (key.split('/').length > 2) await rmdir(path.dirname(file)).catch(() => {});
  }

  async list(prefix: string): Promise<StoredEntry[]> {
    checkPrefix(prefix);
    const [kind, hash] = prefix.split('/') as [string, string?];
    const hashDirs = hash ? [path.join(this.root, kind, hash.slice(0, 2), hash)] : await this.#hashDirs(kind);
    const out: StoredEntry[] = [];
    for (const dir of hashDirs) {
      const names = await readdir(dir).catch((err: unknown) => (missing(err) ? [] : Promise.reject(err)));
      for (const name of names) {
        if (name.endsWith('.tmp')) continue;
        const st = await stat(path.join(dir, name)).catch(() => null);
        if (st?.isFile()) out.push({ key: `${kind}/${path.basename(dir)}/${name}`, size: st.size, mtimeMs: st.mtimeMs });
      }
    }
    return out;
  }

  /** `<root>/<kind>/<ab>/<abcd…>` folders. */
  async #hashDirs(kind: string): Promise<string[]> {
    const top = path.join(this.root, kind);
    const shards = await readdir(top).catch((err: unknown) => (missing(err) ? [] : Promise.reject(err)));
    const dirs: string[] = [];
    for (const shard of shards) {
      for (const h of await readdir(path.join(top, shard)).catch(() => [])) dirs.push(path.join(top, shard, h));
    }
    return dirs;
  }
}
