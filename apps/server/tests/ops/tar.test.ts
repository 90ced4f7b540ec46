import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readAll } from '../../src/ops/archive.js';
import { readTar, TarWriter, tarHeader } from '../../src/ops/tar.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'haiwai-ops-tar-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Files of awkward sizes (empty, one block, one byte either side) and a name longer than ustar's 100-byte field. */
const FILES: [string, Buffer][] = [
  ['a/empty', Buffer.alloc(0)],
  ['a/one', Buffer.from('x')],
  ['a/block-511', randomBytes(511)],
  ['a/block-512', randomBytes(512)],
  ['a/block-513', randomBytes(513)],
  [`a/${'long-folder-name-'.repeat(5)}/${'file-name-'.repeat(8)}.bin`, randomBytes(70_000)],
  ['a/文字.txt', Buffer.from('备份 sao lưu 🎉')],
];

async function* chunks(...parts: Buffer[]) {
  yield* parts;
}

async function archiveOf(files: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const done = readAll(out);
  const tar = new TarWriter(out);
  await tar.dir('a');
  for (const [name, bytes] of files) await tar.file(name, bytes.length, bytes);
  await tar.finish();
  out.end();
  return done;
}

describe('tar archive format', () => {
  it('reads back what it writes, also when a reader stops early inside an entry', async () => {
    const tar = await archiveOf(FILES);
    const seen: [string, string, Buffer][] = [];
    for await (const entry of readTar(chunks(tar.subarray(0, 1000), tar.subarray(1000)))) {
      if (entry.name === 'a/block-513') {
        for await (const _chunk of entry.body) break; // the rest of the entry is skipped, not read as a header
        continue;
      }
      seen.push([entry.name, entry.type, await readAll(entry.body)]);
    }
    expect(seen[0]).toEqual(['a', 'dir', Buffer.alloc(0)]);
    const files = FILES.filter(([n]) => n !== 'a/block-513');
    expect(seen.slice(1)).toEqual(files.map(([n, b]) => [n, 'file', b]));
  });

  it('is read by GNU tar, and reads what GNU tar writes in ustar format', async () => {
    const ours = path.join(root, 'ours.tar');
    writeFileSync(ours, await archiveOf(FILES));
    const out = path.join(root, 'out');
    mkdirSync(out);
    execFileSync('tar', ['xf', ours, '-C', out]);
    for (const [name, bytes] of FILES) expect(readFileSync(path.join(out, name)).equals(bytes), name).toBe(true);

    const theirs = execFileSync('tar', ['cf', '-', '--format=ustar', '-C', out, 'a'], { maxBuffer: 10_000_000 });
    const names: string[] = [];
    for await (const entry of readTar(chunks(theirs))) {
      names.push(entry.name);
      const want = FILES.find(([n]) => n === entry.name);
      if (want) expect((await readAll(entry.body)).equals(want[1]), entry.name).toBe(true);
    }
    const folders = ['a', path.dirname(FILES[5]![0])]; // GNU tar lists the long name's folder too
    expect(names.sort()).toEqual([...folders, ...FILES.map(([n]) => n)].sort());
  });

  it('writes sizes past 8 GiB in base-256, and refuses damaged headers and cut-off archives', async () => {
    const big = tarHeader('database/postgres.dump', 'file', 9_000_000_000, new Date(0));
    expect(big[124]).toBe(0x80);
    for await (const entry of readTar(chunks(big))) {
      expect(entry.size).toBe(9_000_000_000);
      break;
    }
    const tar = await archiveOf(FILES);
    const damaged = Buffer.from(tar);
    damaged[517] = damaged[517]! ^ 1; // a byte of the second header's name
    await expect(async () => {
      for await (const entry of readTar(chunks(damaged))) await readAll(entry.body);
    }).rejects.toThrow(/header checksum/);
    await expect(async () => {
      for await (const entry of readTar(chunks(tar.subarray(0, 3000)))) await readAll(entry.body);
    }).rejects.toThrow(/cut off/);
  });
});
