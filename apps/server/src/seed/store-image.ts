import path from 'node:path';
import type { Database } from '../db/database.js';
import { MediaService } from '../modules/media/media-service.js';
import { LocalDiskStorage, type MediaStorage } from '../modules/media/storage.js';
import { SiteAreaDirectory } from '../modules/site-area/site-areas.js';

/** Generated demo images go through the same upload pipeline as a user's photo, into the server's storage (MEDIA_STORAGE). */
export function imageStoreFor(dataDir: string, database: Database, storage: MediaStorage = new LocalDiskStorage(path.join(dataDir, 'media'))) {
  const media = new MediaService(storage, database.db, new SiteAreaDirectory(database.db));
  return async (png: Buffer): Promise<string> => (await media.upload(png, null)).url;
}
