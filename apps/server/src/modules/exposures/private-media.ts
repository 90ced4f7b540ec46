import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';

/**
 * Evidence is private media of purpose `evidence` (docs/media.md, docs/exposures.md): besides its author (the
 * uploader), the admins of the exposure's area and super admins read it; anyone else only an item the admin made
 * public, of an exposure that is public now. Everyone else gets no link, and the file's public URL answers 404.
 */
export function declareEvidenceMedia(media: PrivateMedia, db: Kysely<DB>): void {
  media.declare('evidence', {
    async canRead(reader, file) {
      const areas = reader.role === 'admin' ? reader.adminSiteAreaIds : [];
      const found = await db
        .selectFrom('exposure_evidence as v')
        .innerJoin('exposure as e', 'e.id', 'v.exposure_id')
        .select('e.id')
        .where('v.url', '=', file.url)
        .where((eb) =>
          eb.or([
            reader.role === 'super_admin' ? sql<boolean>`true` : sql<boolean>`false`,
            ...(areas.length ? [eb('e.site_area_id', 'in', areas)] : []),
            eb.and([eb('v.is_public', '=', true), eb('e.status', '=', 'approved'), sql<boolean>`e.expires_at > now()`]),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return !!found;
    },
  });
}
