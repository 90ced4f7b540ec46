import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../core/routes.js';

export const HOT_DAYS = 14;

/** Who searched: the account, or the address of a visitor (hot keywords count people, not requests). */
export const searcherOf = (user: AuthUser | null, ip: string) => (user ? `u:${user.id}` : `ip:${ip}`);

type SearchRow = { site_area_id: number; keyword: string; kind: string | null; user_id: number | null; searcher: string; results: number; created_at: Date };

/** Searches are written after a short wait, together: a search's reply never waits for its log row. */
const FLUSH_MS = 1000;
const FLUSH_ROWS = 100;

/**
 * The rows of one database not yet written. A write failure is logged and the rows dropped (hot keywords are
 * a suggestion, not a record); a crash loses at most the last second's searches.
 */
class SearchLogBuffer {
  #rows: SearchRow[] = [];
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  constructor(private readonly db: Kysely<DB>, private readonly onError: (err: unknown) => void) {}

  add(row: SearchRow) {
    this.#rows.push(row);
    if (this.#rows.length >= FLUSH_ROWS) void this.flush();
    else if (!this.#timer) this.#timer = setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is waiting (one insert) and resolves once every earlier write has finished too. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const rows = this.#rows.splice(0);
    if (rows.length) {
      this.#writing = this.#writing.then(() => this.db.insertInto('search_log').values(rows).execute().then(() => undefined, this.onError));
    }
    return this.#writing;
  }
}

const buffers = new WeakMap<Kysely<DB>, SearchLogBuffer>();
let onWriteError: (err: unknown) => void = () => {};
const bufferOf = (db: Kysely<DB>) => {
  let b = buffers.get(db);
  if (!b) buffers.set(db, (b = new SearchLogBuffer(db, (err) => onWriteError(err))));
  return b;
};

/** Where a failed write of the search log is reported (the app's log). */
export function onSearchLogError(report: (err: unknown) => void) {
  onWriteError = report;
}

/**
 * Records a first-page search (later pages of the same search are not new searches). Not awaited by the
 * search: the row is written within a second, with the others of that second (bench/README.md, listings).
 */
export function logSearch(db: Kysely<DB>, e: { siteAreaId: number; keyword: string; kind: string | null; user: AuthUser | null; ip: string; results: number }) {
  const keyword = e.keyword.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 50);
  if (!keyword) return;
  bufferOf(db).add({ site_area_id: e.siteAreaId, keyword, kind: e.kind, user_id: e.user?.id ?? null, searcher: searcherOf(e.user, e.ip), results: e.results, created_at: new Date() });
}

/** Writes the searches still waiting (before reading the log, and when the app closes). */
export function flushSearchLog(db: Kysely<DB>): Promise<void> {
  return buffers.get(db)?.flush() ?? Promise.resolve();
}

/**
 * What people in the area searched most in the last 14 days: distinct searchers per keyword, counting only
 * searches that found something (a typo nobody finds anything for never becomes a suggestion).
 */
export async function hotKeywords(db: Kysely<DB>, siteAreaId: number, limit: number, now = new Date()) {
  await flushSearchLog(db);
  const since = new Date(now.getTime() - HOT_DAYS * 86_400_000);
  const rows = await sql<{ keyword: string; n: string }>`
    select keyword, count(distinct coalesce(searcher, 'u:' || user_id::text, 'row:' || id::text)) as n from search_log
    where site_area_id = ${siteAreaId} and created_at > ${since} and results > 0
    group by keyword order by n desc, max(created_at) desc, keyword limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ keyword: r.keyword, count: Number(r.n) }));
}
