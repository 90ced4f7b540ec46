import { LISTING_TOTAL_CAP, type ListingAction, type ListingKindDef, type ListingSaveBody } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { badRequest, notFound, unauthorized } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { readerFor } from '../../core/read-routing.js';
import { route, type Call, type Handler, type RouteOptions } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { cardQuery, liveWhere, presentCard } from './cards.js';
import type { KindHooks } from './hooks.js';
import { createListing, editListing, type KindContext, type OwnerStatus } from './kind-writes.js';
import * as life from './lifecycle.js';
import { loadRow, ownedRow, presentDetail, visibleTo, type ListingPolicy } from './listing-core.js';
import { listWhere } from './list-query.js';
import { publisherPage, readPage } from './pages.js';
import { logSearch } from './search-log.js';
import { countView } from './views.js';

const PUBLISH_PER_HOUR = 30;

/** Registers one of the kind's calls under its own name (`jobList`, `carInfo`...). */
type KindRoute = <A extends ListingAction>(action: A, h: Handler<`housing${Capitalize<A>}`>, opts?: RouteOptions<`housing${Capitalize<A>}`>) => void;

/** Registers the public and owner calls of one kind, from its declaration. */
export function kindRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, policy: ListingPolicy, def: ListingKindDef, hooks: KindHooks) {
  const k: KindContext = { deps, db: deps.database.db, areas, policy, def, hooks };
  // Every kind's calls share static types (the generic shapes of listings/api.ts), so handlers are typed
  // as housing's and registered under this kind's names.
  const on: KindRoute = (action, h, opts) =>
    route(app, `${def.kind}${action.charAt(0).toUpperCase()}${action.slice(1)}` as `housing${Capitalize<typeof action>}`, h, opts);
  browseRoutes(on, k);
  facetRoutes(on, k);
  relatedRoutes(on, k);
  ownerRoutes(on, k);
}

const kindIs = (def: ListingKindDef) => sql<SqlBool>`l.kind = ${def.kind}`;

/**
 * The kind's public list (searchable, logged) and a listing's detail. Their reads go to the read replica when it may
 * answer (core/read-routing.ts); writes (the search log, the view count) and unlocks (bought, maybe settled by a
 * payment's webhook rather than the person's own call) stay on the primary.
 */
function browseRoutes(on: KindRoute, { deps, db, areas, def, hooks }: KindContext) {
  on('list', async ({ query, ctx, user, req }) => {
    const area = await areas.current((query.site_area_id as number | undefined) ?? ctx.siteAreaId);
    const own = hooks.list;
    const reader = await readerFor(req);
    const page = await readPage(reader, {
      // The same conditions a saved search's alerts match with (modules/saved-searches): list-query.ts `listWhere`.
      where: (at) => listWhere(def, own, area.id, query, at),
      customSort: own?.sort?.(query.sort as string, query) ?? undefined,
      sort: query.sort as 'newest',
      cursor: query.cursor as string | undefined,
      limit: query.limit as number,
      lang: ctx.lang,
      topsFirst: true,
      totalCap: LISTING_TOTAL_CAP,
    });
    await own?.cards?.(reader, page.list, query);
    if (typeof query.keyword === 'string' && query.keyword.trim() && !query.cursor) {
      logSearch(db, { siteAreaId: area.id, keyword: query.keyword, kind: def.kind, user, ip: req.ip, results: page.total });
    }
    return page;
  }, { aliases: def.paths.listAliases ?? [] });

  on('info', async ({ params, ...call }) => listingInfo({ deps, db, def, hooks }, params.id, call));
}

/**
 * One listing's detail as `<kind>Info` answers it (a view counted, locked fields for who unlocked them). Exported for
 * a kind's other spelling of the call (`yp/info?id=`, modules/companies), so both answer alike.
 */
export async function listingInfo({ deps, db, def, hooks }: Pick<KindContext, 'deps' | 'db' | 'def' | 'hooks'>, id: number, { ctx, user, req }: Pick<Call<'housingInfo'>, 'ctx' | 'user' | 'req'>) {
  const reader = await readerFor(req);
  const row = await loadRow(reader, def, id);
  if (!row || !visibleTo(row, user)) throw notFound();
  // Only views of a listing the public can see count (once per person and hour, not the owner's or an admin's).
  if (!row.deleted_at && (life.isLive(row.status) || row.status === 'sold')) await countView(db, deps.limiter, row, { user, ip: req.ip });
  const unlocked = user ? await hooks.unlocked?.(db, user.id, row) : false;
  const detail = await presentDetail(reader, def, row, user, ctx.lang, Boolean(unlocked));
  await hooks.detail?.(reader, detail);
  return detail;
}

/** Counts for the filters: categories and tags of the area's live listings. */
function facetRoutes(on: KindRoute, { areas, def }: KindContext) {
  on('category', async ({ ctx, req }) => {
    const area = await areas.current(ctx.siteAreaId);
    const now = new Date();
    const rows = await (await readerFor(req))
      .selectFrom('category_type as c')
      .leftJoin('listing as l', (j) => j.onRef('l.category_id', '=', 'c.id').on(sql<SqlBool>`l.site_area_id = ${area.id} and ${kindIs(def)} and ${liveWhere(now)}`))
      .select(['c.id', 'c.names', 'c.icon', 'c.parent_id', sql<string>`count(l.id)`.as('n')])
      .where('c.group_key', '=', def.categoryGroup ?? def.kind)
      .where('c.site_area_id', 'in', [0, area.id])
      .groupBy(['c.id', 'c.names', 'c.icon', 'c.parent_id', 'c.sort'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: pick(r.names, ctx.lang), icon: r.icon, parent_id: r.parent_id, count: Number(r.n) }));
  });

  on('tag', async ({ ctx, req }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await sql<{ tag: string; n: string }>`
      select t.tag, count(*) as n from listing l, unnest(l.tags) as t(tag)
      where l.site_area_id = ${area.id} and ${kindIs(def)} and ${liveWhere(new Date())}
      group by t.tag order by n desc, t.tag limit 30`.execute(await readerFor(req));
    return rows.rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
  });
}

/** Listings around one: a publisher's (the owner's own manage screen reads the primary), and others like it (same area and category). */
function relatedRoutes(on: KindRoute, { db, def }: KindContext) {
  on('listUser', async ({ query, ctx, user, req }) => {
    const mine = !query.user_id || (user && query.user_id === user.id);
    if (mine && !user) throw unauthorized();
    const owner = mine ? user!.id : query.user_id!;
    return publisherPage(mine ? db : await readerFor(req), { kind: def.kind, ownerId: owner, mine: Boolean(mine), status: query.status, cursor: query.cursor, limit: query.limit, lang: ctx.lang });
  });

  on('listRec', async ({ query, ctx, user, req }) => {
    const reader = await readerFor(req);
    const row = await loadRow(reader, def, query.id);
    if (!row || !visibleTo(row, user)) throw notFound();
    const now = new Date();
    let q = cardQuery(reader).where(sql<SqlBool>`l.site_area_id = ${row.site_area_id} and ${kindIs(def)} and l.id <> ${row.id} and ${liveWhere(now)}`);
    if (row.category_id) q = q.where('l.category_id', '=', row.category_id);
    const rows = await q.orderBy('l.published_at', 'desc').orderBy('l.id', 'desc').limit(query.limit).execute();
    return rows.map((r) => presentCard(def, r, ctx.lang, now));
  });
}

/** The owner's writes: publish (limited) or edit, field and status updates, delete. */
function ownerRoutes(on: KindRoute, k: KindContext) {
  on('save', async ({ body: raw, ctx, user }) => {
    const body = raw as ListingSaveBody;
    if (body.id) return editListing(k, body.id, body, user, ctx.lang);
    return createListing(k, body, user, ctx);
  }, {
    // Publishing is limited; editing through the same call is not.
    rateLimit: { key: ({ body, user }) => ((body as ListingSaveBody).id ? null : `listing:create:${user.id}`), window: 3600, max: PUBLISH_PER_HOUR, message: 'listing.publish_limit' },
  });

  on('fieldUpdate', async ({ params, body, ctx, user }) => {
    const { status, renew, ...fields } = body as Partial<ListingSaveBody> & { status?: OwnerStatus; renew?: true };
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (!status && !renew && Object.keys(clean).length === 0) throw badRequest('listing.nothing_to_do');
    return editListing(k, params.id, clean, user, ctx.lang, status, renew);
  });

  on('remove', async ({ params, user }) => {
    const row = await ownedRow(k.db, k.def, params.id, user);
    if (row.deleted_at) throw notFound();
    await k.db.updateTable('listing').set({ deleted_at: new Date(), deleted_by: user.id, updated_at: new Date() }).where('id', '=', row.id).execute();
    return { ok: true as const };
  });
}
