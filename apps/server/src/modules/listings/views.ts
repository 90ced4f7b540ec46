import { sql, type Kysely } from 'kysely';
import type { RateLimiter } from '../../core/rate-limit.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { isAdminOf } from './listing-core.js';

/** A viewer counts once per listing within this window. */
const VIEW_WINDOW_SECONDS = 3600;

/**
 * Counts a view of a listing the public can see (the caller decides that from its status) once per person
 * (account, or a visitor's address) and hour; the owner's and an admin's views do not count. One key space
 * for every page of a listing, so a company page and its detail seen in one visit count once.
 */
export async function countView(
  db: Kysely<DB>,
  limiter: RateLimiter,
  row: { id: number; user_id: number; site_area_id: number },
  viewer: { user: AuthUser | null; ip: string },
): Promise<void> {
  const { user, ip } = viewer;
  if (user && (user.id === row.user_id || isAdminOf(user, row.site_area_id))) return;
  const seen = await limiter.hit(`listing:view:${row.id}:${user ? `u${user.id}` : ip}`, VIEW_WINDOW_SECONDS);
  if (seen.count === 1) await db.updateTable('listing').set({ view_count: sql`view_count + 1` }).where('id', '=', row.id).execute();
}
