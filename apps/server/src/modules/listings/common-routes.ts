import { LISTING_KINDS, LISTING_KIND_NAMES, LISTING_TOTAL_CAP, type ListingKind } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { countValue, cursorCodec, keysetAfter, microsKey, rowId, takePage } from '../../core/paging/index.js';
import { readerFor } from '../../core/read-routing.js';
import { route } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { cardQuery, liveWhere, presentCard } from './cards.js';
import { visibleTo } from './listing-core.js';
import { filterWhere, fromMicros } from './list-query.js';
import { readGroups, readPage } from './pages.js';
import { hotKeywords, logSearch } from './search-log.js';

/** Favourites and history page by (time saved or seen, listing id); the cursor keeps page one's total. */
const personalCursor = z.object({ t: microsKey, id: rowId, n: countValue }).strict();
const personalCursors = { listing_collect: cursorCodec('listing:favourites', personalCursor), listing_view: cursorCodec('listing:history', personalCursor) };

/** Calls shared by every kind: favourites, browsing history, search across kinds, hot keywords, same-city. */
export function commonRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory) {
  const { db } = deps.database;
  favouriteRoutes(app, db);
  historyRoutes(app, db);
  searchRoutes(app, db, areas);
}

/** A listing of that kind the person may see, or a 404. */
async function visibleTarget(from: Kysely<DB> | Transaction<DB>, kind: ListingKind, id: number, user: Parameters<typeof visibleTo>[1]) {
  const row = await from.selectFrom('listing').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  if (!row || !visibleTo(row, user)) throw notFound();
  return row;
}

/** Favourites and history list what the person saved or saw, newest first, whatever its status now. */
async function personalPage(db: Kysely<DB>, table: 'listing_collect' | 'listing_view', user: { id: number }, query: { kind?: ListingKind; cursor?: string; limit: number }, lang: 'zh' | 'en' | 'vi') {
  const column = table === 'listing_collect' ? 'created_at' : 'viewed_at';
  const cursors = personalCursors[table];
  const before = cursors.decode(query.cursor);
  let q = cardQuery(db)
    .innerJoin(`${table} as p` as 'listing_view as p', 'p.listing_id', 'l.id')
    // Exact (microsecond) time key: favourites are stamped by the database, two in one millisecond happen.
    .select(sql<string>`(extract(epoch from p.${sql.ref(column)}) * 1000000)::bigint::text`.as('at_us'))
    .where('p.user_id', '=', user.id)
    .where('l.deleted_at', 'is', null);
  if (query.kind) q = q.where('l.kind', '=', query.kind);
  if (before) q = q.where(keysetAfter(sql`p.${sql.ref(column)}`, sql`l.id`, 'desc', { key: fromMicros(before.t), id: before.id }));
  const rows = await q.orderBy(sql`p.${sql.ref(column)} desc, l.id desc`).limit(query.limit + 1).execute();
  const total = before ? before.n : Number((await db.selectFrom(`${table} as p` as 'listing_view as p').innerJoin('listing as l', 'l.id', 'p.listing_id').select(sql<string>`count(*)`.as('n')).where('p.user_id', '=', user.id).where('l.deleted_at', 'is', null).$if(Boolean(query.kind), (b) => b.where('l.kind', '=', query.kind!)).executeTakeFirstOrThrow()).n);
  const page = takePage(rows, query.limit, (last) => cursors.encode({ t: last.at_us, id: last.id, n: total }));
  return {
    list: page.rows.map((r) => presentCard(LISTING_KINDS[r.kind as ListingKind], r, lang)),
    total,
    total_capped: false,
    next_cursor: page.next_cursor,
    has_more: page.has_more,
  };
}

/** Saving a listing to favourites (or taking it out) and the favourites list. */
function favouriteRoutes(app: FastifyInstance, db: Kysely<DB>) {
  // Everything inside the transaction goes through `trx` (PGlite has one connection).
  route(app, 'collect', async ({ body, user }) =>
    db.transaction().execute(async (trx) => {
      await sql`select id from listing where id = ${body.id} for update`.execute(trx);
      const row = await visibleTarget(trx, body.kind, body.id, user);
      const has = await trx.selectFrom('listing_collect').select('user_id').where('user_id', '=', user.id).where('listing_id', '=', row.id).executeTakeFirst();
      const want = body.collect ?? !has;
      if (want && !has) {
        await trx.insertInto('listing_collect').values({ user_id: user.id, listing_id: row.id }).onConflict((c) => c.doNothing()).execute();
        await trx.updateTable('listing').set({ collect_count: sql`collect_count + 1` }).where('id', '=', row.id).execute();
      } else if (!want && has) {
        await trx.deleteFrom('listing_collect').where('user_id', '=', user.id).where('listing_id', '=', row.id).execute();
        await trx.updateTable('listing').set({ collect_count: sql`greatest(collect_count - 1, 0)` }).where('id', '=', row.id).execute();
      }
      const count = await trx.selectFrom('listing').select('collect_count').where('id', '=', row.id).executeTakeFirstOrThrow();
      return { collected: want, collect_count: count.collect_count };
    }),
  );

  route(app, 'collectList', async ({ query, ctx, user }) => personalPage(db, 'listing_collect', user, query, ctx.lang));
}

/** Browsing history: the list, one more seen listing, clearing it. */
function historyRoutes(app: FastifyInstance, db: Kysely<DB>) {
  route(app, 'userVestigeList', async ({ query, ctx, user }) => personalPage(db, 'listing_view', user, query, ctx.lang));
  route(app, 'userVestigeSave', async ({ body, user }) => {
    const row = await visibleTarget(db, body.kind, body.id, user);
    await db.insertInto('listing_view').values({ user_id: user.id, listing_id: row.id, viewed_at: new Date() }).onConflict((c) => c.columns(['user_id', 'listing_id']).doUpdateSet({ viewed_at: new Date() })).execute();
    return { ok: true as const };
  });
  route(app, 'userVestigeClear', async ({ user }) => {
    await db.deleteFrom('listing_view').where('user_id', '=', user.id).execute();
    return { ok: true as const };
  });
}

/**
 * Search across kinds, hot keywords, and what is new in the city. Searches and the city's newest read the read
 * replica when it may answer (core/read-routing.ts); the search log is written, and hot keywords read back, on the primary.
 */
function searchRoutes(app: FastifyInstance, db: Kysely<DB>, areas: SiteAreaDirectory) {
  route(app, 'hotKeywordData', async ({ query, ctx, user, req }) => {
    const area = await areas.current(ctx.siteAreaId);
    const page = await readPage(await readerFor(req), {
      where: (at) => [sql<SqlBool>`l.site_area_id = ${area.id}`, ...(query.kind ? [sql<SqlBool>`l.kind = ${query.kind}`] : []), liveWhere(at), ...filterWhere(null, { keyword: query.keyword })],
      sort: 'newest',
      cursor: query.cursor,
      limit: query.limit,
      lang: ctx.lang,
      topsFirst: true,
      totalCap: LISTING_TOTAL_CAP,
    });
    if (!query.cursor) logSearch(db, { siteAreaId: area.id, keyword: query.keyword, kind: query.kind ?? null, user, ip: req.ip, results: page.total });
    return page;
  });

  route(app, 'hotKeywordDataGroup', async ({ query, ctx, user, req }) => {
    const area = await areas.current(ctx.siteAreaId);
    const groups = await readGroups(await readerFor(req), {
      where: (at) => [sql<SqlBool>`l.site_area_id = ${area.id}`, liveWhere(at), ...filterWhere(null, { keyword: query.keyword })],
      perKind: query.per_kind,
      lang: ctx.lang,
      kinds: LISTING_KIND_NAMES,
    });
    logSearch(db, { siteAreaId: area.id, keyword: query.keyword, kind: null, user, ip: req.ip, results: groups.reduce((n, g) => n + g.total, 0) });
    return groups;
  });

  // What people in the area searched (and found something for) recently, by distinct searchers.
  route(app, 'hotKeywordTop', async ({ query, ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    return hotKeywords(db, area.id, query.limit);
  });

  route(app, 'cityNewest', async ({ query, ctx, req }) => {
    const area = await areas.current(ctx.siteAreaId);
    return readGroups(await readerFor(req), { where: (at) => [sql<SqlBool>`l.site_area_id = ${area.id}`, liveWhere(at)], perKind: query.per_kind, lang: ctx.lang, kinds: LISTING_KIND_NAMES });
  });
}
