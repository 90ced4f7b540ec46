import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../db/database.js';
import { LocalDiskStorage } from '../modules/media/storage.js';

/** Stores a generated PNG exactly as an upload would be stored: content-addressed, with a media row. */
export function imageStoreFor(dataDir: string, database: Database) {
  const storage = new LocalDiskStorage(path.join(dataDir, 'media'));
  return async (png: Buffer): Promise<string> => {
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 32);
    const meta = await sharp(png).metadata();
    await storage.put(`orig/${hash}`, png, 'image/png');
    await database.db
      .insertInto('media')
      .values({ hash, mime: 'image/png', width: meta.width ?? 0, height: meta.height ?? 0, size: png.length, created_by: null })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    return `/api/media/${hash}`;
  };
}
