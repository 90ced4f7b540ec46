import type { MediaStorage } from '../modules/media/index.js';
import type { ArchiveWriter } from './archive.js';
import { MEDIA_PREFIX } from './manifest.js';

/** Storage key of an original (modules/media: `orig/<hash>`, a 32-hex-digit content id; a private file's also covers its purpose and uploader). */
export const origKey = (hash: string) => `orig/${hash}`;

export interface MediaCopied {
  originals: number;
  bytes: number;
  /** Hashes the database names whose original the storage does not have. */
  missing: string[];
}

/**
 * Copies the originals the dump's media rows name from the storage (folder or bucket, through MediaStorage) into
 * the archive. Originals are content-addressed and never rewritten, and they are written before their row, so
 * every row of the dump already had its file when the dump was taken; one deleted since (an admin's removal) is
 * reported as missing rather than failing the backup.
 */
export async function backupMedia(storage: MediaStorage, media: { hash: string; mime: string }[], archive: ArchiveWriter, log: (line: string) => void): Promise<MediaCopied> {
  const copied: MediaCopied = { originals: 0, bytes: 0, missing: [] };
  for (const { hash, mime } of media) {
    const bytes = await storage.get(origKey(hash));
    if (!bytes) {
      copied.missing.push(hash);
      continue;
    }
    await archive.file(`${MEDIA_PREFIX}${hash}`, bytes.length, bytes, mime);
    copied.originals += 1;
    copied.bytes += bytes.length;
    if (copied.originals % 1000 === 0) log(`  media: ${copied.originals} of ${media.length} originals`);
  }
  return copied;
}

/** Puts one original back (its bytes were checked against the manifest's sha256 before anything was written). */
export async function restoreOriginal(storage: MediaStorage, name: string, bytes: Buffer, contentType: string): Promise<void> {
  await storage.put(origKey(name.slice(MEDIA_PREFIX.length)), bytes, contentType);
}
