import type { Lang, ListingKindDef, ListingSaveBody } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { route, type AuthUser, type Call, type Handler, type RouteOptions } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, mayActOn, audit, NoticeService } from '../notices/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { KindHooks } from './hooks.js';
import { createListing, type KindContext } from './kind-writes.js';
import * as life from './lifecycle.js';
import { applyChange, checkReferences, lifeState, loadRow, outcome, presentDetail, searchVector, toColumns, type ListingPolicy } from './listing-core.js';
import { filterWhere } from './list-query.js';
import { readPage } from './pages.js';
import { nextTexts, wordFields } from './texts.js';
import type { ListingRow } from './schema.js';

/** An admin's save body (contracts: listings/api.ts adminSaveSchema). */
type AdminSaveBody = ListingSaveBody & { user_id?: number; site_area_id?: number; publish?: boolean };
type AdminAction = 'adminList' | 'adminInfo' | 'adminSave' | 'adminFieldUpdate' | 'adminAdopt' | 'adminRemove';
/** Every kind's admin calls share housing's static types (see kind-routes). */
type AdminCall<A extends AdminAction> = Call<`housing${Capitalize<A>}`>;

/** What one kind's admin actions work with. */
export interface KindAdmin {
  db: Kysely<DB>;
  policy: ListingPolicy;
  def: ListingKindDef;
  hooks: KindHooks;
}

/**
 * The regional review of one kind: a queue per area, approve, reject with a reason, take down, put back,
 * restore, edit. An admin acts on its own areas only (anything else is a 403 and changes nothing); every
 * action is in the audit log, in the same transaction as the change, and the owner hears of it in the
 * notice centre.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, policy: ListingPolicy, def: ListingKindDef, hooks: KindHooks) {
  const k: KindAdmin = { db: deps.database.db, policy, def, hooks };
  const writes: KindContext = { deps, db: deps.database.db, areas, policy, def, hooks };
  const on = <A extends AdminAction>(action: A, h: Handler<`housing${Capitalize<A>}`>, opts?: RouteOptions<`housing${Capitalize<A>}`>) =>
    route(app, `${def.kind}${action.charAt(0).toUpperCase()}${action.slice(1)}` as `housing${Capitalize<A>}`, h, opts);

  // The spec's spelling of the queue is the kind's admin path itself (`GET admin/vn/jobHunt`); `…/list` is ours.
  on('adminList', async ({ query, ctx, user }) => reviewQueue(k, query, user, ctx.lang), { aliases: [def.adminPath] });
  on('adminInfo', async ({ params, ctx, user }) => {
    const row = await loadRow(k.db, def, params.id);
    if (!row) throw notFound();
    if (!mayActOn(user, row.site_area_id)) throw forbidden('listing.other_area');
    return presentDetail(k.db, def, row, user, ctx.lang, true);
  });
  on('adminAdopt', async ({ params, body, ctx, user }) => adopt(k, params.id, body.note ?? null, user, ctx.lang));
  on('adminFieldUpdate', async ({ params, body, ctx, user }) => adminUpdate(k, params.id, body, user, ctx.lang));
  on('adminSave', async ({ body, ctx, user }) => {
    const { user_id: ownerId, site_area_id: areaId, publish, ...fields } = body as AdminSaveBody;
    if (fields.id) return adminEdit(k, fields as ListingSaveBody & { id: number }, user, ctx.lang);
    return adminCreate(k, writes, fields, { ownerId: ownerId!, areaId: areaId ?? ctx.siteAreaId, publish: publish ?? false }, user, ctx.lang);
  });
  on('adminRemove', async ({ params, user }) => adminRemove(k, params.id, user));
}

/** Loads the row under a lock inside `trx` and checks the admin's area. */
async function guarded({ def }: KindAdmin, trx: Transaction<DB>, user: AuthUser, id: number): Promise<ListingRow> {
  await sql`select id from listing where id = ${id} for update`.execute(trx);
  const row = await loadRow(trx, def, id);
  if (!row) throw notFound();
  if (!mayActOn(user, row.site_area_id)) throw forbidden('listing.other_area');
  return row;
}

/** The kind's listings in the admin's areas, filtered; the pending queue oldest first. */
function reviewQueue({ db, def, hooks }: KindAdmin, query: AdminCall<'adminList'>['query'], user: AuthUser, lang: Lang) {
  const areasAllowed = adminAreas(user, query.site_area_id);
  return readPage(db, {
    where: () => {
      const w: Expression<SqlBool>[] = [sql<SqlBool>`l.kind = ${def.kind}`];
      if (areasAllowed) w.push(areasAllowed.length ? sql<SqlBool>`l.site_area_id in (${sql.join(areasAllowed)})` : sql<SqlBool>`false`);
      w.push(query.deleted ? sql<SqlBool>`l.deleted_at is not null` : sql<SqlBool>`l.deleted_at is null`);
      if (query.review_status) w.push(sql<SqlBool>`l.review_status = ${query.review_status}`);
      // A registration waiting for its opening fee has not been sent to review (docs/vip.md).
      if (hooks.opening && query.review_status === 'pending') w.push(sql<SqlBool>`not (${hooks.opening.waiting()})`);
      if (query.status) w.push(sql<SqlBool>`l.status = ${query.status}`);
      w.push(...filterWhere(null, { keyword: query.keyword, user_id: query.user_id }));
      return w;
    },
    // The review queue (pending) comes oldest first, the order to work through it; anything else newest first.
    sort: query.sort ?? (query.review_status === 'pending' ? 'oldest' : 'newest'),
    cursor: query.cursor,
    limit: query.limit,
    lang,
    topsFirst: false,
  });
}

/** Approves a listing: audited, and the owner is told. */
export async function adopt(k: KindAdmin, id: number, note: string | null, user: AuthUser, lang: Lang) {
  const { db, def } = k;
  // Area rules before the transaction (PGlite has one connection; see kind-routes edit).
  const pre = await loadRow(db, def, id);
  if (!pre) throw notFound();
  const days = await k.policy.expiryDays(pre.site_area_id);
  return db.transaction().execute(async (trx) => {
    const row = await guarded(k, trx, user, id);
    await k.hooks.opening?.guard(trx, row);
    const change = outcome(life.adopt(def, lifeState(row)));
    const set = { ...applyChange(change, days), review_reason: null, reviewed_at: new Date(), reviewed_by: user.id, updated_at: new Date() };
    const updated = await trx.updateTable('listing').set(set as never).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: 'listing.adopt', targetType: def.kind, targetId: row.id, detail: { from: row.status, to: updated.status, note } });
    await new NoticeService(trx).notify(row.user_id, { kind: 'review_passed', title: { key: 'listing.notice_passed', params: { title: row.title } }, body: { key: 'listing.notice_passed_body' }, link: `${def.pages.detail}?id=${row.id}`, refType: def.kind, refId: row.id, siteAreaId: row.site_area_id });
    return presentDetail(trx, def, updated, user, lang, true);
  });
}

export type AdminUpdateBody = AdminCall<'adminFieldUpdate'>['body'];

/** Which columns an admin's update sets and the audit action that names it (restore, reject, take down or put back, top). */
function adminChange(def: ListingKindDef, row: ListingRow, body: AdminUpdateBody, adminId: number): { set: Record<string, unknown>; action: string } {
  const set: Record<string, unknown> = { updated_at: new Date() };
  let action = 'listing.update';
  const state = lifeState(row);
  if (body.restore) {
    if (!row.deleted_at) throw badRequest('listing.nothing_to_restore');
    Object.assign(set, { deleted_at: null, deleted_by: null });
    state.deleted = false;
    action = 'listing.restore';
  }
  if (body.review_status === 'failed') {
    Object.assign(set, applyChange(outcome(life.reject(state)), 0), { review_reason: body.reason, reviewed_at: new Date(), reviewed_by: adminId });
    action = 'listing.reject';
  } else if (body.status) {
    Object.assign(set, applyChange(outcome(life.adminStatus(def, state, body.status)), 0));
    if (body.status === 'off-shelf') set.review_reason = body.reason;
    action = body.status === 'off-shelf' ? 'listing.take_down' : 'listing.put_back';
  }
  if (body.top_until !== undefined) {
    set.top_until = body.top_until === null ? null : new Date(body.top_until * 1000);
    if (action === 'listing.update') action = 'listing.top';
  }
  return { set, action };
}

/** Applies an admin's update: audited, and the owner is told of a rejection or a take-down. */
export async function adminUpdate(k: KindAdmin, id: number, body: AdminUpdateBody, user: AuthUser, lang: Lang) {
  const { db, def } = k;
  return db.transaction().execute(async (trx) => {
    const row = await guarded(k, trx, user, id);
    const { set, action } = adminChange(def, row, body, user.id);
    const updated = await trx.updateTable('listing').set(set as never).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action, targetType: def.kind, targetId: row.id, detail: { from: row.status, to: updated.status, review: updated.review_status, reason: body.reason ?? null, top_until: body.top_until ?? undefined } });
    if (action === 'listing.reject' || action === 'listing.take_down') {
      await new NoticeService(trx).notify(row.user_id, {
        kind: 'review_failed',
        title: { key: action === 'listing.reject' ? 'listing.notice_failed' : 'listing.notice_down', params: { title: row.title } },
        body: { key: 'listing.notice_failed_body', params: { reason: body.reason ?? '' } },
        link: `${def.pages.manage}`,
        refType: def.kind,
        refId: row.id,
        siteAreaId: row.site_area_id,
      });
    }
    return presentDetail(trx, def, updated, user, lang, true);
  });
}

/** An admin's edit of the listing's fields (no review move): audited with the fields it named. */
async function adminEdit(k: KindAdmin, body: ListingSaveBody & { id: number }, user: AuthUser, lang: Lang) {
  const { db, def } = k;
  // The sensitive words before the transaction (they read the database on their own: on PGlite, one connection,
  // that would wait for the open transaction). A listing never changes area; the area check itself runs in it.
  const pre = await loadRow(db, def, body.id);
  if (pre && mayActOn(user, pre.site_area_id)) await k.policy.assertClean(pre.site_area_id, wordFields(body));
  return db.transaction().execute(async (trx) => {
    const row = await guarded(k, trx, user, body.id);
    // The owner's checks, for the owner: the area's references, then the kind's own (a guide's roles and rates...).
    await checkReferences(trx, def, row.site_area_id, body);
    await k.hooks.beforeSave?.(trx, row.user_id, body, row);
    const oldAttrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, unknown>;
    const { id: _id, ...fields } = body;
    const { core, attrs } = toColumns(def, fields, oldAttrs);
    const versions = nextTexts(fields, row, lang);
    const search = searchVector(def, body.title, body.description ?? row.description, attrs, body.tags ?? row.tags, versions.texts);
    const set = { ...core, attrs: JSON.stringify(attrs), lang_type: versions.lang, texts: JSON.stringify(versions.texts), updated_at: new Date(), search };
    const updated = await trx.updateTable('listing').set(set as never).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: 'listing.edit', targetType: def.kind, targetId: row.id, detail: { fields: Object.keys(fields) } });
    return presentDetail(trx, def, updated, user, lang, true);
  });
}

/**
 * An admin adds a listing in a member's name, in one of the admin's areas: the owner's own create with its checks
 * (company, references, live limit, opening fee), published at once or sent to the area's review; audited with the
 * owner and the choice, and the owner hears of it.
 */
async function adminCreate(k: KindAdmin, writes: KindContext, body: ListingSaveBody, opts: { ownerId: number; areaId: number; publish: boolean }, user: AuthUser, lang: Lang) {
  const area = await writes.areas.current(opts.areaId);
  if (!mayActOn(user, area.id)) throw forbidden('listing.other_area');
  const owner = await k.db.selectFrom('app_user').select(['id', 'status']).where('id', '=', opts.ownerId).executeTakeFirst();
  if (!owner || owner.status !== 'active') throw notFound('listing.owner_not_found');
  const { def } = k;
  return createListing(writes, body, user, { siteAreaId: area.id, lang }, {
    admin: user,
    ownerId: owner.id,
    publish: opts.publish,
    async audit(trx, row) {
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: 'listing.admin_create', targetType: def.kind, targetId: row.id, detail: { owner: owner.id, publish: opts.publish, status: row.status, fields: Object.keys(body) } });
      await new NoticeService(trx).notify(owner.id, { kind: 'system', title: { key: 'listing.notice_added', params: { title: row.title } }, body: { key: 'listing.notice_added_body' }, link: def.pages.manage, refType: def.kind, refId: row.id, siteAreaId: row.site_area_id });
    },
  });
}

/** Deletes a listing (restorable through an update), audited. */
async function adminRemove(k: KindAdmin, id: number, user: AuthUser) {
  const { db, def } = k;
  return db.transaction().execute(async (trx) => {
    const row = await guarded(k, trx, user, id);
    if (row.deleted_at) throw notFound();
    await trx.updateTable('listing').set({ deleted_at: new Date(), deleted_by: user.id, updated_at: new Date() }).where('id', '=', row.id).execute();
    await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: 'listing.delete', targetType: def.kind, targetId: row.id, detail: { status: row.status } });
    return { ok: true as const };
  });
}
