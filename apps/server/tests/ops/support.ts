import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../src/db/database.js';
import { MediaService } from '../../src/modules/media/media-service.js';
import { LocalDiskStorage, type MediaStorage } from '../../src/modules/media/storage.js';
import { SiteAreaDirectory } from '../../src/modules/site-area/site-areas.js';
import { qualified, userTables, type RunSql } from '../../src/ops/inventory.js';

export const storageIn = (dataDir: string) => new LocalDiskStorage(path.join(dataDir, 'media'));

/** A small picture of its own colour (so each is a new original). */
export function picture(seed: number): Promise<Buffer> {
  const background = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 193) % 256 };
  return sharp({ create: { width: 40 + (seed % 7), height: 30, channels: 3, background } }).png().toBuffer();
}

/**
 * Content a backup must carry beyond the seeds: pictures and files uploaded the way users upload them (row and
 * original), a rendered variant (a cache the archive leaves out), and text in several scripts.
 */
export async function addContent(database: Database, storage: MediaStorage, first = 1, count = 4): Promise<string[]> {
  const media = new MediaService(storage, database.db, new SiteAreaDirectory(database.db));
  const hashes: string[] = [];
  for (let i = first; i < first + count; i++) hashes.push((await media.upload(await picture(i), null)).hash);
  hashes.push((await media.uploadFile(Buffer.from(`%PDF-1.4\n% backup test ${first}\n`), 'application/pdf', 'a.pdf', null))!.hash);
  hashes.push((await media.uploadFile(Buffer.from(`备份 · sao lưu · ${first} 🎉\n`), 'text/plain', 'note.txt', null))!.hash);
  // A private chat file of the first demo member: its own id, the same storage key scheme.
  const member = await database.db.selectFrom('app_user').select('id').orderBy('id').executeTakeFirstOrThrow();
  hashes.push((await media.uploadFile(Buffer.from(`private ${first}\n`), 'text/plain', 'p.txt', { userId: member.id, purpose: 'chat' }))!.hash);
  await media.read(await media.resolve(hashes[0]!, { w: 64, h: 64, fit: 'cover', format: null }, null));
  await database.db.updateTable('app_user').set({ nickname: `备份 🎉 Sao lưu ${first}` }).where('id', '=', database.db.selectFrom('app_user').select((eb) => eb.fn.min('id').as('id'))).execute();
  return hashes;
}

/** Every row of every user table, each table's rows as sorted JSON lines (order-free comparison). */
export async function allRows(run: RunSql): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await userTables(run)) {
    out[table] = (await run(`select * from ${qualified(table)}`)).map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).sort();
  }
  return out;
}

/** Every sequence's last value (a restored database must go on numbering where the source stopped). */
export async function sequences(run: RunSql): Promise<Record<string, string>> {
  const rows = await run(`select schemaname || '.' || sequencename as name, coalesce(last_value::text, '-') as v from pg_sequences order by 1`);
  return Object.fromEntries(rows.map((r) => [String(r.name), String(r.v)]));
}

/** Relative path → bytes of every file under a folder. */
export function filesUnder(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (rel: string) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, rel));
    } catch {
      return;
    }
    for (const name of names) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, r)).isDirectory()) walk(r);
      else out.set(r, readFileSync(path.join(root, r)));
    }
  };
  walk('');
  return out;
}

/** Asserts two folders hold the same files with the same bytes; returns how many. */
export function sameFiles(a: string, b: string): number {
  const left = filesUnder(a);
  const right = filesUnder(b);
  const onlyLeft = [...left.keys()].filter((k) => !right.has(k));
  const onlyRight = [...right.keys()].filter((k) => !left.has(k));
  const differ = [...left.keys()].filter((k) => right.has(k) && !left.get(k)!.equals(right.get(k)!));
  if (onlyLeft.length || onlyRight.length || differ.length) {
    throw new Error(`folders differ: only in ${a}: ${onlyLeft.slice(0, 5).join(', ')}; only in ${b}: ${onlyRight.slice(0, 5).join(', ')}; different bytes: ${differ.slice(0, 5).join(', ')}`);
  }
  return left.size;
}
