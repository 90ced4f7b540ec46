import type { UserVerifyRecord } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaReader, PrivateMedia } from '../media/index.js';

/**
 * Real-name ID photos are private files of purpose `real_name` (docs/media.md): besides the person (their uploader),
 * only the admins of that person's area and super admins may read them. Declared in the module's `init`.
 */
export function declareIdPhotos(media: PrivateMedia, db: Kysely<DB>): void {
  media.declare('real_name', {
    async canRead(reader, file) {
      if (reader.role === 'super_admin') return true;
      if (reader.role !== 'admin' || file.ownerId === null) return false;
      const owner = await db.selectFrom('app_user').select('site_area_id').where('id', '=', file.ownerId).executeTakeFirst();
      return owner?.site_area_id != null && reader.adminSiteAreaIds.includes(owner.site_area_id);
    },
  });
}

/** The record with its photos as the reader can load them now (signed links, 5 to 10 minutes). */
export async function withPhotoLinks<R extends Omit<UserVerifyRecord, 'photo_links'>>(media: PrivateMedia, reader: MediaReader, record: R): Promise<R & { photo_links: Array<string | null> }> {
  if (!record.photos.length) return { ...record, photo_links: [] };
  const { links } = await media.links(reader, record.photos);
  return { ...record, photo_links: links.map((l) => l.link) };
}
