import { imageUrl, LISTING_KINDS, type ListingKind } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Kinds whose gallery opens on a logo composed into a cover (web: features/listings/gallery.ts), not on a photo. */
const LOGO_GALLERIES: readonly ListingKind[] = ['company', 'yp', 'job'];

/** Detail page path → its kind, for the kinds whose gallery opens on their first photo. */
const DETAIL_PATHS = new Map<string, ListingKind>(
  Object.entries(LISTING_KINDS)
    .filter(([kind]) => !LOGO_GALLERIES.includes(kind as ListingKind))
    .map(([kind, def]) => [def.pages.detail, kind as ListingKind]),
);

/**
 * The picture a listing's detail page paints largest: its first photo, spelled as the web gallery asks for it
 * (detail banner size, the area's watermark), so the app shell can preload it (modules/web/app-shell.ts). Only
 * for a listing anyone may open (live or sold, not deleted); anything else answers null and nothing is hinted.
 */
export function listingFirstPhoto(db: Kysely<DB>) {
  return async (pathname: string, query: Record<string, string | undefined>): Promise<string | null> => {
    const kind = DETAIL_PATHS.get(pathname);
    const id = Number(query.id);
    if (!kind || !Number.isSafeInteger(id) || id <= 0 || query.kind) return null;
    const row = await db
      .selectFrom('listing')
      .select(['images', 'site_area_id'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .where('status', 'in', ['online', 'on-sale', 'sold'])
      .executeTakeFirst();
    const images = row ? ((typeof row.images === 'string' ? JSON.parse(row.images) : row.images) as string[]) : [];
    return images[0] ? imageUrl(images[0], { preset: 'detailBanner' }, row!.site_area_id) : null;
  };
}
