import { LISTING_TOTAL_CAP, type ListingAction, type ListingKindDef, type ListingSaveBody } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { route, type AuthUser, type Handler, type RouteOptions } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { cardQuery, liveWhere, presentCard } from './cards.js';
import type { KindHooks } from './hooks.js';
import * as life from './lifecycle.js';
import {
  applyChange,
  lifeState,
  checkReferences,
  loadRow,
  outcome,
  ownedRow,
  presentDetail,
  reviewedChange,
  searchVector,
  toColumns,
  visibleTo,
  type ListingPolicy,
} from './listing-core.js';
import { filterWhere } from './list-query.js';
import { publisherPage, readPage } from './pages.js';
import { logSearch } from './search-log.js';
import { countView } from './views.js';

const PUBLISH_PER_HOUR = 30;

/** Registers the public and owner calls of one kind, from its declaration. */
export function kindRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, policy: ListingPolicy, def: ListingKindDef, hooks: KindHooks) {
  const { db } = deps.database;
  // Every kind's calls share static types (the generic shapes of listings/api.ts), so handlers are typed
  // as housing's and registered under this kind's names.
  const on = <A extends ListingAction>(action: A, h: Handler<`housing${Capitalize<A>}`>, opts?: RouteOptions<`housing${Capitalize<A>}`>) =>
    route(app, `${def.kind}${action.charAt(0).toUpperCase()}${action.slice(1)}` as `housing${Capitalize<A>}`, h, opts);
  const kindIs = sql<SqlBool>`l.kind = ${def.kind}`;

  on('list', async ({ query, ctx, user, req }) => {
    const area = await areas.current((query.site_area_id as number | undefined) ?? ctx.siteAreaId);
    const page = await readPage(db, {
      where: (at) => [sql<SqlBool>`l.site_area_id = ${area.id}`, kindIs, liveWhere(at), ...filterWhere(def, query)],
      sort: query.sort as 'newest',
      cursor: query.cursor as string | undefined,
      limit: query.limit as number,
      lang: ctx.lang,
      topsFirst: true,
      totalCap: LISTING_TOTAL_CAP,
    });
    if (typeof query.keyword === 'string' && query.keyword.trim() && !query.cursor) {
      await logSearch(db, { siteAreaId: area.id, keyword: query.keyword, kind: def.kind, user, ip: req.ip, results: page.total });
    }
    return page;
  }, { aliases: def.paths.listAliases ?? [] });

  on('info', async ({ params, ctx, user, req }) => {
    const row = await loadRow(db, def, params.id);
    if (!row || !visibleTo(row, user)) throw notFound();
    // Only views of a listing the public can see count (once per person and hour, not the owner's or an admin's).
    if (!row.deleted_at && (life.isLive(row.status) || row.status === 'sold')) await countView(db, deps.limiter, row, { user, ip: req.ip });
    const unlocked = user ? await hooks.unlocked?.(db, user.id, row) : false;
    return presentDetail(db, def, row, user, ctx.lang, Boolean(unlocked));
  });

  on('category', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const now = new Date();
    const rows = await db
      .selectFrom('category_type as c')
      .leftJoin('listing as l', (j) => j.onRef('l.category_id', '=', 'c.id').on(sql<SqlBool>`l.site_area_id = ${area.id} and ${kindIs} and ${liveWhere(now)}`))
      .select(['c.id', 'c.names', 'c.icon', 'c.parent_id', sql<string>`count(l.id)`.as('n')])
      .where('c.group_key', '=', def.categoryGroup ?? def.kind)
      .where('c.site_area_id', 'in', [0, area.id])
      .groupBy(['c.id', 'c.names', 'c.icon', 'c.parent_id', 'c.sort'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: pick(r.names, ctx.lang), icon: r.icon, parent_id: r.parent_id, count: Number(r.n) }));
  });

  on('tag', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const rows = await sql<{ tag: string; n: string }>`
      select t.tag, count(*) as n from listing l, unnest(l.tags) as t(tag)
      where l.site_area_id = ${area.id} and ${kindIs} and ${liveWhere(new Date())}
      group by t.tag order by n desc, t.tag limit 30`.execute(db);
    return rows.rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
  });

  on('listUser', async ({ query, ctx, user }) => {
    const mine = !query.user_id || (user && query.user_id === user.id);
    if (mine && !user) throw unauthorized();
    const owner = mine ? user!.id : query.user_id!;
    return publisherPage(db, { kind: def.kind, ownerId: owner, mine: Boolean(mine), status: query.status, cursor: query.cursor, limit: query.limit, lang: ctx.lang });
  });

  on('listRec', async ({ query, ctx, user }) => {
    const row = await loadRow(db, def, query.id);
    if (!row || !visibleTo(row, user)) throw notFound();
    const now = new Date();
    let q = cardQuery(db).where(sql<SqlBool>`l.site_area_id = ${row.site_area_id} and ${kindIs} and l.id <> ${row.id} and ${liveWhere(now)}`);
    if (row.category_id) q = q.where('l.category_id', '=', row.category_id);
    const rows = await q.orderBy('l.published_at', 'desc').orderBy('l.id', 'desc').limit(query.limit).execute();
    return rows.map((r) => presentCard(def, r, ctx.lang, now));
  });

  on('save', async ({ body: raw, ctx, user }) => {
    const body = raw as ListingSaveBody;
    if (body.id) return edit(body.id, body, user, ctx.lang);
    const area = await areas.current(ctx.siteAreaId);
    const companyId = def.publisher === 'company' ? ((await hooks.companyOf?.(db, user.id, area.id)) ?? null) : null;
    if (def.publisher === 'company' && !companyId) throw forbidden('listing.need_company');
    await checkReferences(db, def, area.id, body);
    await hooks.beforeSave?.(db, user.id, body, null);
    const reviews = await policy.reviews(def, area.id);
    const now = new Date();
    const { core, attrs } = toColumns(def, body);
    const change = applyChange(life.initial(def, reviews), await policy.expiryDays(area.id), now);
    const row = await db
      .insertInto('listing')
      .values({
        ...(core as object),
        kind: def.kind,
        site_area_id: area.id,
        user_id: user.id,
        company_id: companyId ?? null,
        lang_type: body.lang_type ?? ctx.lang,
        title: body.title,
        currency: area.currency,
        images: JSON.stringify(body.images),
        attrs: JSON.stringify(attrs),
        status: 'reviewing',
        review_status: 'pending',
        published_at: now,
        updated_at: now,
        ...(change as object),
        search: searchVector(def, body.title, body.description ?? '', attrs, body.tags ?? []),
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentDetail(db, def, row, user, ctx.lang);
  }, {
    // Publishing is limited; editing through the same call is not.
    rateLimit: { key: ({ body, user }) => ((body as ListingSaveBody).id ? null : `listing:create:${user.id}`), window: 3600, max: PUBLISH_PER_HOUR, message: 'listing.publish_limit' },
  });

  async function edit(id: number, body: Partial<ListingSaveBody>, user: AuthUser, lang: 'zh' | 'en' | 'vi', statusTarget?: 'online' | 'on-sale' | 'offline' | 'sold', renew?: boolean) {
    // The area's rules are read before the transaction: on PGlite (one connection) a query outside the
    // transaction while it is open would wait for it forever. A listing never changes area.
    const pre = await ownedRow(db, def, id, user);
    const reviews = await policy.reviews(def, pre.site_area_id);
    const days = await policy.expiryDays(pre.site_area_id);
    return db.transaction().execute(async (trx) => {
      await sql`select id from listing where id = ${id} for update`.execute(trx);
      const row = await ownedRow(trx, def, id, user);
      await checkReferences(trx, def, row.site_area_id, body);
      await hooks.beforeSave?.(trx, user.id, body as ListingSaveBody, row);
      const fields = Object.keys(body).length > 0;
      const current = lifeState(row);
      const set: Record<string, unknown> = { updated_at: new Date() };
      if (fields) {
        const oldAttrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, unknown>;
        const changed = reviewedChange(def, row, body);
        const change = outcome(life.ownerEdit(def, current, changed, reviews));
        const { core, attrs } = toColumns(def, body, oldAttrs);
        Object.assign(set, core, { attrs: JSON.stringify(attrs) }, applyChange(change, days));
        if (change.status) current.status = change.status;
        if (change.review_status) current.review_status = change.review_status;
        set.search = searchVector(def, (body.title ?? row.title) as string, (body.description ?? row.description) as string, attrs, (body.tags ?? row.tags) as string[]);
      }
      if (statusTarget) Object.assign(set, applyChange(outcome(life.ownerStatus(def, current, statusTarget, reviews)), days));
      if (renew) {
        if (!life.ownerCan(def, current).renew) throw badRequest('listing.bad_transition');
        Object.assign(set, applyChange({ renew: true }, days));
      }
      const updated = await trx.updateTable('listing').set(set as never).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return presentDetail(trx, def, updated, user, lang);
    });
  }

  on('fieldUpdate', async ({ params, body, ctx, user }) => {
    const { status, renew, ...fields } = body as Partial<ListingSaveBody> & { status?: 'online' | 'on-sale' | 'offline' | 'sold'; renew?: true };
    const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (!status && !renew && Object.keys(clean).length === 0) throw badRequest('listing.nothing_to_do');
    return edit(params.id, clean, user, ctx.lang, status, renew);
  });

  on('remove', async ({ params, user }) => {
    const row = await ownedRow(db, def, params.id, user);
    if (row.deleted_at) throw notFound();
    await db.updateTable('listing').set({ deleted_at: new Date(), deleted_by: user.id, updated_at: new Date() }).where('id', '=', row.id).execute();
    return { ok: true as const };
  });
}
