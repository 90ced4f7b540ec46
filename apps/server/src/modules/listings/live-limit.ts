import { sql, type Kysely, type Transaction } from 'kysely';
import { conflict } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { KindHooks } from './hooks.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Registrations of a business, not posts: they do not count against the live limit (docs/vip.md). */
const NOT_COUNTED = ['company', 'yp'];

export const countsAgainstLimit = (kind: string) => !NOT_COUNTED.includes(kind);

/** A member's live listings in an area, as the limit counts them: live (not expired) or waiting for review. */
export async function liveCount(db: Db, userId: number, siteAreaId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('listing')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('site_area_id', '=', siteAreaId)
    .where('deleted_at', 'is', null)
    .where('kind', 'not in', NOT_COUNTED)
    .where((w) => w.or([w('status', '=', 'reviewing'), w.and([w('status', 'in', ['online', 'on-sale']), w.or([w('expires_at', 'is', null), w('expires_at', '>', now)])])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Refuses one more live listing (a new one, or one brought back online) when the member already has as many
 * as allowed: the area's `listing_live_limit` (read by the caller, outside any transaction), or a VIP's own.
 */
export async function checkLiveRoom(db: Db, hooks: KindHooks, userId: number, siteAreaId: number, areaLimit: number): Promise<void> {
  const limit = (await hooks.liveLimitOf?.(db, userId, siteAreaId, areaLimit)) ?? areaLimit;
  if ((await liveCount(db, userId, siteAreaId)) >= limit) throw conflict('listing.live_limit', { limit });
}
