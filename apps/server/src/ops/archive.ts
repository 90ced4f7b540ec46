import { createHash } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { isArchiveName, MANIFEST_NAME, parseManifest, type Manifest, type ManifestFile } from './manifest.js';
import { readTar, TarWriter, type TarEntry } from './tar.js';

/**
 * Writes a backup archive: a gzip'd tar written to `<path>.partial` and renamed to `path` only once complete, so
 * a backup that fails half-way never leaves something that looks like an archive. The manifest goes in last,
 * with the size and sha256 of every file written before it.
 */
export class ArchiveWriter {
  readonly files: ManifestFile[] = [];
  readonly #partial: string;
  readonly #tar: TarWriter;
  /** Level 1: originals are compressed already, and the database compresses about 4× at 1 against 5× at 6, in a third of the CPU. */
  readonly #gzip = createGzip({ level: 1 });
  readonly #done: Promise<void>;

  private constructor(
    readonly path: string,
    out: FileHandle,
  ) {
    this.#partial = `${path}.partial`;
    this.#tar = new TarWriter(this.#gzip);
    this.#done = pipeline(this.#gzip, out.createWriteStream());
    // Seen by finish() or abort(); without a listener a failure while nothing awaits it would be unhandled.
    this.#done.catch(() => undefined);
  }

  /**
   * Opens `<path>.partial` first, so a folder that does not exist or cannot be written fails before any work. Only
   * its owner may read it: it holds password hashes, phone numbers and private files.
   */
  static async create(path: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(path, await open(`${path}.partial`, 'w', 0o600));
  }

  dir(name: string): Promise<void> {
    return this.#tar.dir(name);
  }

  async file(name: string, size: number, body: Buffer | AsyncIterable<Buffer>, contentType?: string): Promise<ManifestFile> {
    const written = await this.#tar.file(name, size, body);
    const entry: ManifestFile = { path: name, ...written, ...(contentType ? { contentType } : {}) };
    this.files.push(entry);
    return entry;
  }

  async finish(manifest: Omit<Manifest, 'files'>): Promise<Manifest> {
    const whole: Manifest = { ...manifest, files: this.files };
    const json = Buffer.from(`${JSON.stringify(whole, null, 1)}\n`);
    await this.#tar.file(MANIFEST_NAME, json.length, json);
    await this.#tar.finish();
    this.#gzip.end();
    await this.#done;
    await rename(this.#partial, this.path);
    return whole;
  }

  async abort(): Promise<void> {
    this.#gzip.destroy();
    await this.#done.catch(() => undefined);
    await rm(this.#partial, { force: true });
  }
}

/** The entries of an archive, each name checked against the archive's layout. */
export async function* archiveEntries(path: string): AsyncGenerator<TarEntry> {
  const file = await open(path, 'r');
  const raw = file.createReadStream();
  const gunzip = createGunzip();
  // .pipe() does not pass a read error on: without this, a failing read would hang the reader or go unhandled.
  raw.on('error', (err) => gunzip.destroy(err));
  raw.pipe(gunzip);
  try {
    for await (const entry of readTar(gunzip)) {
      if (!isArchiveName(entry.name)) throw new Error(`the archive holds an unexpected entry ${JSON.stringify(entry.name)}: not a backup made by \`npm run backup\``);
      yield entry;
    }
  } finally {
    gunzip.destroy();
    raw.destroy();
  }
}

export async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function digest(body: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Reads the whole archive once without writing anything: every file's checksum against the manifest, nothing
 * missing, nothing extra. A restore writes only after this passed.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | null = null;
  for await (const entry of archiveEntries(path)) {
    if (entry.type === 'dir') continue;
    if (entry.name === MANIFEST_NAME) manifest = parseManifest((await readAll(entry.body)).toString('utf8'));
    else if (seen.has(entry.name)) throw new Error(`the archive holds ${entry.name} twice`);
    else seen.set(entry.name, await digest(entry.body));
  }
  if (!manifest) throw new Error('the archive has no manifest.json: cut off before its end, or not made by `npm run backup`');
  const problems: string[] = [];
  for (const f of manifest.files) {
    const got = seen.get(f.path);
    if (!got) problems.push(`${f.path}: missing`);
    else if (got.size !== f.size || got.sha256 !== f.sha256) problems.push(`${f.path}: checksum does not match the manifest`);
    seen.delete(f.path);
  }
  for (const extra of seen.keys()) problems.push(`${extra}: not in the manifest`);
  if (problems.length) throw new Error(`the archive is damaged; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}`);
  return manifest;
}
