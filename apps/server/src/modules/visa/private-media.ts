import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';

/**
 * Visa documents are private files of purpose `visa` (docs/media.md, docs/visa.md): besides the applicant (their
 * uploader), only the agency of a paid application naming the file, the admins of that application's area and
 * super admins may read them. Everyone else gets a 403 on a link and no link at all.
 */
export function declareVisaMedia(media: PrivateMedia, db: Kysely<DB>): void {
  media.declare('visa', {
    async canRead(reader, file) {
      const areas = reader.role === 'admin' ? reader.adminSiteAreaIds : [];
      const found = await db
        .selectFrom('visa_application_file as f')
        .innerJoin('visa_application as a', 'a.id', 'f.application_id')
        .select('a.id')
        .where('f.url', '=', file.url)
        .where((eb) =>
          eb.or([
            reader.role === 'super_admin' ? sql<boolean>`true` : sql<boolean>`false`,
            eb.and([eb('a.agency_id', '=', reader.id), eb('a.status', 'not in', ['unpaid', 'cancelled'])]),
            ...(areas.length ? [eb('a.site_area_id', 'in', areas)] : []),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return !!found;
    },
  });
}
