import type { Lang, ListingKindDef, ListingSaveBody } from '@haiwai/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { badRequest, conflict, forbidden } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { KindHooks } from './hooks.js';
import * as life from './lifecycle.js';
import { checkLiveRoom, countsAgainstLimit } from './live-limit.js';
import type { ListingRow } from './schema.js';
import { applyChange, checkReferences, lifeState, outcome, ownedRow, presentDetail, reviewedChange, searchVector, toColumns, type ListingPolicy } from './listing-core.js';
import { nextTexts, storedTexts, textsDiffer, wordFields } from './texts.js';

/** What one kind's calls work with: its declaration and hooks, the database, the areas and their rules. */
export interface KindContext {
  deps: Deps;
  db: Kysely<DB>;
  areas: SiteAreaDirectory;
  policy: ListingPolicy;
  def: ListingKindDef;
  hooks: KindHooks;
}

/** A status the owner may ask for in an edit. */
export type OwnerStatus = 'online' | 'on-sale' | 'offline' | 'sold';

/** A registration waiting for its opening fee (docs/vip.md): saved, hidden, not in the review queue until paid. */
const AWAITING_FEE: life.Change = { status: 'offline', review_status: 'pending', ever_passed: false };

/**
 * An admin adding a listing in a member's name (`adminSave` without an id): the owner's checks run for the owner,
 * in the area the admin names; `publish` puts it live at once as approved by the admin, else it takes the area's
 * review path like the owner's own. `audit` records it in the insert's transaction.
 */
export interface ActingAdmin {
  admin: AuthUser;
  ownerId: number;
  publish: boolean;
  audit(trx: Transaction<DB>, row: ListingRow): Promise<void>;
}

/**
 * A new listing in the caller's area: under the publisher's company where the kind needs one, reviewed or live by
 * the area's rules. With `acting`, an admin adds it for `acting.ownerId` in `ctx.siteAreaId` (see ActingAdmin).
 */
export async function createListing(k: KindContext, body: ListingSaveBody, user: AuthUser, ctx: { siteAreaId: number; lang: Lang }, acting?: ActingAdmin) {
  const { db, def, hooks, policy } = k;
  const ownerId = acting?.ownerId ?? user.id;
  const area = await k.areas.current(ctx.siteAreaId);
  const companyId = def.publisher === 'company' ? ((await hooks.companyOf?.(db, ownerId, area.id)) ?? null) : null;
  if (def.publisher === 'company' && !companyId) throw acting ? conflict('listing.owner_need_company') : forbidden('listing.need_company');
  await checkReferences(db, def, area.id, body);
  await policy.assertClean(area.id, wordFields(body));
  await hooks.beforeSave?.(db, ownerId, body, null);
  const reviews = await policy.reviews(def, area.id);
  const awaitsFee = Boolean(await hooks.opening?.due(db, ownerId, area.id));
  if (countsAgainstLimit(def.kind)) await checkLiveRoom(db, hooks, ownerId, area.id, await policy.liveLimit(area.id));
  const now = new Date();
  // Published by an admin: live and approved by them (a registration that owes its opening fee still waits for it).
  const start = awaitsFee ? AWAITING_FEE : life.initial(def, reviews && !acting?.publish);
  const change = { ...applyChange(start, await policy.expiryDays(area.id), now), ...(acting?.publish && !awaitsFee ? { reviewed_at: now, reviewed_by: acting.admin.id } : {}) };
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await insertListing(trx, { def, body, userId: ownerId, area, lang: ctx.lang, companyId, change, now });
    if (awaitsFee) await hooks.opening!.awaiting(trx, inserted);
    await acting?.audit(trx, inserted);
    return inserted;
  });
  return presentDetail(db, def, row, user, ctx.lang, Boolean(acting));
}

interface NewListing {
  def: ListingKindDef;
  body: ListingSaveBody;
  userId: number;
  area: { id: number; currency: string };
  lang: Lang;
  companyId: number | null;
  change: Record<string, unknown>;
  now: Date;
}

async function insertListing(trx: Kysely<DB>, { def, body, userId, area, lang, companyId, change, now }: NewListing) {
  const { core, attrs } = toColumns(def, body);
  const versions = nextTexts(body, null, lang);
  return trx
    .insertInto('listing')
    .values({
      ...(core as object),
      kind: def.kind,
      site_area_id: area.id,
      user_id: userId,
      company_id: companyId,
      lang_type: versions.lang,
      texts: JSON.stringify(versions.texts),
      title: body.title,
      currency: area.currency,
      images: JSON.stringify(body.images),
      attrs: JSON.stringify(attrs),
      status: 'reviewing',
      review_status: 'pending',
      published_at: now,
      updated_at: now,
      ...(change as object),
      search: searchVector(def, body.title, body.description ?? '', attrs, body.tags ?? [], versions.texts),
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The owner's edit of a listing: fields (back to review when a reviewed one changed), a status, a renewal. */
export async function editListing(k: KindContext, id: number, body: Partial<ListingSaveBody>, user: AuthUser, lang: Lang, statusTarget?: OwnerStatus, renew?: boolean) {
  const { db, def, hooks, policy } = k;
  // The area's rules are read before the transaction: on PGlite (one connection) a query outside the
  // transaction while it is open would wait for it forever. A listing never changes area.
  const pre = await ownedRow(db, def, id, user);
  const reviews = await policy.reviews(def, pre.site_area_id);
  const days = await policy.expiryDays(pre.site_area_id);
  const goesLive = statusTarget === 'online' || statusTarget === 'on-sale';
  // Before the transaction, like the rules above: the words of every version this edit sends.
  await policy.assertClean(pre.site_area_id, wordFields(body));
  const areaLimit = goesLive ? await policy.liveLimit(pre.site_area_id) : 0;
  return db.transaction().execute(async (trx) => {
    await sql`select id from listing where id = ${id} for update`.execute(trx);
    const row = await ownedRow(trx, def, id, user);
    if (goesLive && !life.isLive(row.status) && !row.deleted_at) {
      await hooks.opening?.guard(trx, row);
      if (countsAgainstLimit(def.kind)) await checkLiveRoom(trx, hooks, user.id, row.site_area_id, areaLimit);
    }
    await checkReferences(trx, def, row.site_area_id, body);
    await hooks.beforeSave?.(trx, user.id, body as ListingSaveBody, row);
    const fields = Object.keys(body).length > 0;
    const current = lifeState(row);
    const set: Record<string, unknown> = { updated_at: new Date() };
    if (fields) {
      const oldAttrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, unknown>;
      const oldTexts = storedTexts(row.texts);
      const versions = nextTexts(body, row, lang);
      // Another language's version is the listing's words as much as the original: changing it is reviewed alike.
      const changed = reviewedChange(def, row, body) || textsDiffer(oldTexts, versions.texts);
      const change = outcome(life.ownerEdit(def, current, changed, reviews));
      const { core, attrs } = toColumns(def, body, oldAttrs);
      Object.assign(set, core, { attrs: JSON.stringify(attrs), lang_type: versions.lang, texts: JSON.stringify(versions.texts) }, applyChange(change, days));
      if (change.status) current.status = change.status;
      if (change.review_status) current.review_status = change.review_status;
      set.search = searchVector(def, (body.title ?? row.title) as string, (body.description ?? row.description) as string, attrs, (body.tags ?? row.tags) as string[], versions.texts);
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
