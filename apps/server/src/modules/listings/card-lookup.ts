import type { ChatCard } from '@haiwai/contracts';
import { isListingKind } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The card a "contact the publisher" chat starts with: a listing anyone may see (live or sold, not deleted).
 * Given to the chat module (app.ts), which never reads the listing table itself.
 */
export function listingCardLookup(db: Kysely<DB>) {
  return async (kind: string, id: number): Promise<ChatCard | null> => {
    if (!isListingKind(kind)) return null;
    const row = await db
      .selectFrom('listing')
      .select(['id', 'kind', 'title', 'images', 'price', 'price_unit', 'currency', 'user_id', 'status'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .where('status', 'in', ['online', 'on-sale', 'sold'])
      .executeTakeFirst();
    if (!row) return null;
    const images = (typeof row.images === 'string' ? JSON.parse(row.images) : row.images) as string[];
    return { kind: row.kind, id: row.id, title: row.title, cover: images[0] ?? null, price: row.price === null ? null : Number(row.price), price_unit: row.price_unit, currency: row.currency, user_id: row.user_id };
  };
}
