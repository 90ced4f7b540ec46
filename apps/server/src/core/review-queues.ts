import type { AdminPermission, Lang } from '@haiwai/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';
import { z } from 'zod';
import { cursorCodec, rowId, takePage } from './paging/index.js';
import type { AuthUser } from './routes.js';

/**
 * One review queue of the operators' console (issue 29, docs/console.md). A module declares its queues in its
 * definition (`reviewQueues`); the console lists, claims and decides items through this interface only, so a
 * new kind of thing to review is one entry in the module that owns it, never an edit to the console.
 */
export interface ReviewQueue {
  /** Stable key, also the console's URL segment and the claim's queue name: `listing.house`, `real_name`, `company`… */
  key: string;
  /** The module that owns the items (for the console's grouping). */
  module: string;
  /** Its name in the console, in every language (the module's words, not the console's). */
  title: Record<Lang, string>;
  /** Needed to see and decide the queue's items; usually 'review' ('service' for reports and feedback). */
  permission: AdminPermission;
  /** Items awaiting a decision in `areas` (null: every area), oldest first, keyset-paged by the queue. */
  pending(db: Kysely<DB>, q: ReviewQueueQuery): Promise<{ list: ReviewQueueItem[]; next_cursor: string | null; total: number }>;
  /**
   * One waiting item with its whole text and public photos (the console's drawer), or null when it is gone or no
   * longer waits. Also how the console learns an item's area before a claim.
   */
  find(db: Kysely<DB>, id: number): Promise<ReviewQueueDetail | null>;
  /** How many items wait, per area (for the console's counters and the dashboard's backlog). */
  counts(db: Kysely<DB>, areas: number[] | null): Promise<Array<{ site_area_id: number; count: number }>>;
  /**
   * Approves or rejects one item through the module's own review code, in its own transaction: changes its state,
   * notifies its author (notice centre and push) and writes the audit row, exactly as the module's other review
   * screens do. Throws the module's 404 when the item is gone or no longer waits, and 403 when `admin` may not act on
   * its area. (Its own transaction, not the console's: the modules' review code opens one, and on PGlite's single
   * connection a query outside an open transaction would wait for it forever.)
   */
  decide(db: Kysely<DB>, admin: AuthUser, id: number, decision: ReviewDecision): Promise<void>;
}

export interface ReviewQueueQuery {
  areas: number[] | null;
  cursor?: string;
  limit: number;
  /** Free words against the item's title / author, where the queue supports it. */
  q?: string;
}

export interface ReviewDecision {
  action: 'approve' | 'reject';
  /** Required for a reject: shown to the author. */
  reason?: string;
}

/** One row of a queue as the console shows it. Private files are never here: the item's detail loads them. */
export interface ReviewQueueItem {
  id: number;
  site_area_id: number | null;
  title: string;
  summary: string;
  author: { id: number; nickname: string } | null;
  /** When it started waiting (the queue's order). */
  created_at: string;
  /** A public thumbnail, if the item has one. */
  image: string | null;
  /** Where the item shows in the member app, for "open". */
  app_path: string | null;
}

/** A waiting item as the console's drawer shows it. */
export interface ReviewQueueDetail extends ReviewQueueItem {
  /** The whole text (plain). */
  body: string;
  /** Public photo URLs (never private media). */
  images: string[];
}

/** What a module writes for a queue kept in id order (oldest first): `pagedQueue` adds the paging, the total and `find`. */
export interface PagedQueueSource extends Pick<ReviewQueue, 'key' | 'module' | 'title' | 'permission' | 'decide'> {
  /**
   * Waiting items in `areas` (null: every area) matching the words `q`, id ascending, after `afterId`, at most
   * `limit`; with `id`, that one item if it waits (in any area).
   */
  read(db: Kysely<DB>, f: { areas: number[] | null; afterId: number | null; limit: number; q?: string; id?: number }): Promise<ReviewQueueDetail[]>;
  /** How many wait per area (in `areas`; null: every area). */
  counts(db: Kysely<DB>, areas: number[] | null): Promise<Array<{ site_area_id: number; count: number }>>;
}

/**
 * A queue whose items come oldest first by id, paged with the shared pager's signed id cursor (core/paging): the
 * module writes one query (`read`) and its counts, the rest is here. `total` is the waiting count of the areas
 * (the words narrow the rows, not the count).
 */
export function pagedQueue(src: PagedQueueSource): ReviewQueue {
  const codec = cursorCodec(`review-queue:${src.key}`, z.object({ id: rowId }).strict());
  return {
    key: src.key,
    module: src.module,
    title: src.title,
    permission: src.permission,
    decide: src.decide,
    counts: src.counts,
    async pending(db, q) {
      const rows = await src.read(db, { areas: q.areas, afterId: codec.decode(q.cursor)?.id ?? null, limit: q.limit + 1, q: q.q });
      const page = takePage(rows, q.limit, (last) => codec.encode({ id: last.id }));
      const total = (await src.counts(db, q.areas)).reduce((n, c) => n + c.count, 0);
      return { list: page.rows, next_cursor: page.next_cursor, total };
    },
    async find(db, id) {
      return (await src.read(db, { areas: null, afterId: null, limit: 1, id }))[0] ?? null;
    },
  };
}

/** Where a table keeps what the console shows (column names of the item's table, aliased `t`; `user_id` is its author). */
export interface TableQueueSpec extends Pick<ReviewQueue, 'key' | 'module' | 'title' | 'permission' | 'decide'> {
  table: string;
  /** The rows that wait (over alias `t`), e.g. sql`t.status = 'reviewing' and t.deleted_at is null`. */
  waiting: RawBuilder<SqlBool>;
  columns: { /** A column, or an expression over `t`. */ title: string | RawBuilder<string>; body: string; since: string; /** A jsonb array of photo URLs. */ images?: string; /** One photo URL. */ image?: string };
  link(id: number): string | null;
}

const likeWords = (words: string) => `%${words.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A queue over one table whose waiting rows a condition names (`t.status = 'reviewing'`…): the read and the counts
 * written once here, the decision the module's own. Photos come from a jsonb array column or a single URL column.
 */
export function tableQueue(spec: TableQueueSpec): ReviewQueue {
  const c = (name: string) => sql.ref(`t.${name}`);
  const title = typeof spec.columns.title === 'string' ? c(spec.columns.title) : spec.columns.title;
  const inAreas = (areas: number[] | null) => (areas === null ? sql<SqlBool>`true` : areas.length ? sql<SqlBool>`t.site_area_id in (${sql.join(areas)})` : sql<SqlBool>`false`);
  const photos = spec.columns.images ? c(spec.columns.images) : spec.columns.image ? sql`jsonb_build_array(${c(spec.columns.image)})` : sql`'[]'::jsonb`;
  return pagedQueue({
    key: spec.key,
    module: spec.module,
    title: spec.title,
    permission: spec.permission,
    decide: spec.decide,
    async read(db, f) {
      const w: RawBuilder<SqlBool>[] = [spec.waiting, f.id ? sql<SqlBool>`t.id = ${f.id}` : inAreas(f.areas)];
      if (f.afterId) w.push(sql<SqlBool>`t.id > ${f.afterId}`);
      if (f.q) w.push(sql<SqlBool>`(${title} ilike ${likeWords(f.q)} or u.nickname ilike ${likeWords(f.q)})`);
      const { rows } = await sql<{ id: number; site_area_id: number | null; title: string; body: string; images: unknown; since: Date; user_id: number; nickname: string }>`
        select t.id, t.site_area_id, ${title} as title, coalesce(${c(spec.columns.body)}, '') as body, ${photos} as images,
               ${c(spec.columns.since)} as since, t.user_id, u.nickname
        from ${sql.table(spec.table)} t join app_user u on u.id = t.user_id
        where ${sql.join(w, sql` and `)} order by t.id limit ${f.limit}`.execute(db);
      return rows.map((r) => {
        const list = (typeof r.images === 'string' ? (JSON.parse(r.images) as unknown[]) : Array.isArray(r.images) ? r.images : []).filter((x): x is string => typeof x === 'string' && x !== '');
        return {
          id: r.id,
          site_area_id: r.site_area_id,
          title: r.title,
          summary: r.body.slice(0, 140),
          body: r.body,
          images: list,
          image: list[0] ?? null,
          author: { id: r.user_id, nickname: r.nickname },
          created_at: new Date(r.since).toISOString(),
          app_path: spec.link(r.id),
        };
      });
    },
    async counts(db, areas) {
      const { rows } = await sql<{ site_area_id: number; count: number }>`
        select t.site_area_id, count(*)::int as count from ${sql.table(spec.table)} t
        where ${spec.waiting} and ${inAreas(areas)} group by t.site_area_id`.execute(db);
      return rows.map((r) => ({ site_area_id: r.site_area_id, count: Number(r.count) }));
    },
  });
}
