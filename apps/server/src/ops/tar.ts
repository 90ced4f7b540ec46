import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The little of the tar format (POSIX ustar) a backup archive needs, streamed both ways: regular files and
 * folders, names up to 255 bytes, sizes past 8 GiB in GNU's base-256 form (a large pg_dump). GNU tar and
 * bsdtar read what this writes (`tar tzf backup.tar.gz`). No dependency: the repository has no tar library.
 */
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK);
/** 11 octal digits: the most the classic size field holds. */
const OCTAL_MAX = 0o77777777777;

export interface TarEntry {
  name: string;
  type: 'file' | 'dir';
  size: number;
  /** The entry's bytes (files); read it to the end before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

export interface WrittenFile {
  size: number;
  sha256: string;
}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

/** A size: octal when it fits, else base-256 (high bit set, big-endian binary), as GNU tar writes it. */
function writeSize(header: Buffer, value: number) {
  if (value <= OCTAL_MAX) return writeOctal(header, 124, 12, value);
  header[124] = 0x80;
  header.writeBigUInt64BE(BigInt(value), 128);
}

/** `name` split into ustar's prefix (155 bytes) and name (100 bytes) fields at a slash. */
function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i >= 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest) return [prefix, rest];
  }
  throw new Error(`tar: name too long for the archive format: ${name}`);
}

export function tarHeader(name: string, type: 'file' | 'dir', size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(name);
  header.write(rest, 0, 100, 'utf8');
  writeOctal(header, 100, 8, type === 'dir' ? 0o755 : 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, type === 'dir' ? 0 : size);
  writeOctal(header, 136, 12, Math.max(0, Math.floor(mtime.getTime() / 1000)));
  header.write(type === 'dir' ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
}

/** Waits for `out` to take more, failing when it errors or closes instead (a full disk must not hang the backup). */
async function drained(out: Writable): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: ac.signal }),
      once(out, 'close', { signal: ac.signal }).then(() => {
        throw new Error('tar: the archive stream closed while writing (the file could not be written: disk full?)');
      }),
    ]);
  } finally {
    ac.abort();
  }
}

/** Writes entries one after another to `out` (a gzip stream, say), waiting for it to drain. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  async #write(chunk: Buffer) {
    if (this.out.destroyed) throw new Error('tar: the archive stream is closed (the file could not be written: disk full?)');
    if (!this.out.write(chunk)) await drained(this.out);
  }

  async dir(name: string, mtime = new Date()): Promise<void> {
    await this.#write(tarHeader(name.endsWith('/') ? name : `${name}/`, 'dir', 0, mtime));
  }

  /**
   * One file of `size` bytes from `body`; returns its checksum. A body longer or shorter than announced (a file
   * that changed while it was read) fails the archive instead of writing a broken entry.
   */
  async file(name: string, size: number, body: Buffer | AsyncIterable<Buffer>, mtime = new Date()): Promise<WrittenFile> {
    await this.#write(tarHeader(name, 'file', size, mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) throw new Error(`tar: ${name} grew while it was read (announced ${size} bytes)`);
      hash.update(chunk);
      await this.#write(chunk);
    }
    if (written !== size) throw new Error(`tar: ${name} has ${written} bytes, ${size} were announced`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad) await this.#write(ZEROS.subarray(0, pad));
    return { size, sha256: hash.digest('hex') };
  }

  /** The two zero blocks that end an archive. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(BLOCK * 2));
  }
}

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  #pending: Buffer[] = [];
  #buffered = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async #fill(n: number): Promise<boolean> {
    while (this.#buffered < n) {
      const next = await this.source.next();
      if (next.done) return false;
      this.#pending.push(next.value);
      this.#buffered += next.value.length;
    }
    return true;
  }

  /** Exactly `n` bytes, or null at the very end of the stream (a cut-off archive throws). */
  async read(n: number): Promise<Buffer | null> {
    if (!(await this.#fill(n))) {
      if (this.#buffered === 0) return null;
      throw new Error('tar: the archive ends in the middle of an entry (cut off?)');
    }
    const all = Buffer.concat(this.#pending);
    this.#pending = all.length > n ? [all.subarray(n)] : [];
    this.#buffered = all.length - n;
    return all.subarray(0, n);
  }

  /** The next `n` bytes as they arrive, without holding them all. */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.#buffered === 0 && !(await this.#fill(1))) throw new Error('tar: the archive ends in the middle of an entry (cut off?)');
      const head = this.#pending[0]!;
      const part = head.length <= left ? head : head.subarray(0, left);
      if (part === head) this.#pending.shift();
      else this.#pending[0] = head.subarray(left);
      this.#buffered -= part.length;
      left -= part.length;
      yield part;
    }
  }
}

const text = (header: Buffer, start: number, length: number) => {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

function readSize(header: Buffer): number {
  if (header[124]! & 0x80) return Number(header.readBigUInt64BE(128));
  return parseInt(text(header, 124, 12).trim() || '0', 8);
}

function checkHeader(header: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  if (sum !== parseInt(text(header, 148, 8).trim(), 8)) throw new Error('tar: a header checksum does not match (not a backup archive, or damaged)');
}

/** The entries of a tar stream, in order. Only regular files and folders are accepted. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.read(BLOCK);
    if (!header || header.equals(ZEROS)) return;
    checkHeader(header);
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const flag = String.fromCharCode(header[156]!);
    if (!['0', '\0', '5'].includes(flag)) throw new Error(`tar: entry ${name} has type '${flag}'; a backup holds only files and folders`);
    const type = flag === '5' ? 'dir' : 'file';
    const size = type === 'dir' ? 0 : readSize(header);
    const bytes = reader.take(size);
    // No return(): a caller that stops reading early leaves the rest to be skipped here, not lost in the stream.
    const body: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => ({ next: () => bytes.next() }) };
    yield { name: type === 'dir' ? name.replace(/\/$/, '') : name, type, size, body };
    for await (const _chunk of bytes) void _chunk;
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad && !(await reader.read(pad))) throw new Error('tar: the archive ends in the middle of an entry (cut off?)');
  }
}
