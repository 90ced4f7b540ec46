import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../core/routes.js';

export const HOT_DAYS = 14;

/** Who searched: the account, or the address of a visitor (hot keywords count people, not requests). */
export const searcherOf = (user: AuthUser | null, ip: string) => (user ? `u:${user.id}` : `ip:${ip}`);

/** Records a first-page search (later pages of the same search are not new searches). */
export async function logSearch(db: Kysely<DB>, e: { siteAreaId: number; keyword: string; kind: string | null; user: AuthUser | null; ip: string; results: number }) {
  const keyword = e.keyword.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 50);
  if (!keyword) return;
  await db.insertInto('search_log').values({ site_area_id: e.siteAreaId, keyword, kind: e.kind, user_id: e.user?.id ?? null, searcher: searcherOf(e.user, e.ip), results: e.results }).execute();
}

/**
 * What people in the area searched most in the last 14 days: distinct searchers per keyword, counting only
 * searches that found something (a typo nobody finds anything for never becomes a suggestion).
 */
export async function hotKeywords(db: Kysely<DB>, siteAreaId: number, limit: number, now = new Date()) {
  const since = new Date(now.getTime() - HOT_DAYS * 86_400_000);
  const rows = await sql<{ keyword: string; n: string }>`
    select keyword, count(distinct coalesce(searcher, 'u:' || user_id::text, 'row:' || id::text)) as n from search_log
    where site_area_id = ${siteAreaId} and created_at > ${since} and results > 0
    group by keyword order by n desc, max(created_at) desc, keyword limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ keyword: r.keyword, count: Number(r.n) }));
}
