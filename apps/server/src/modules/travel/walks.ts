import { api, type Lang } from '@haiwai/contracts';
import { routeMeters } from '@haiwai/contracts/maps/constants';
import { TRAVEL_REVIEW_KEY, walkMinutes } from '@haiwai/contracts/travel/constants';
import type { TravelDetail } from '@haiwai/contracts/travel';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SettingsStore } from '../basis/index.js';
import { documentLexemes } from '../listings/index.js';
import { audit, mayActOn } from '../notices/index.js';
import { presentDetail, type Db } from './present.js';
import type { StoredStop, TravelWalkRow, WalkTranslation } from './schema.js';

type SaveBody = z.output<(typeof api)['travelSave']['body']>;
type OfficialBody = z.output<(typeof api)['travelOfficialSave']['body']>;

/** Whether the area reviews members' walks: the classifieds' own area setting `listing_review` (`{ "travel": false }` switches it off). */
export async function areaReviews(settings: SettingsStore, area: number): Promise<boolean> {
  const s = (await settings.forArea(area)).listing_review as Record<string, boolean> | undefined;
  return s?.[TRAVEL_REVIEW_KEY] !== false;
}

/** Distance along the stops in order and the time it takes (contracts' walkMinutes). */
export function measure(stops: readonly StoredStop[]) {
  const distance_m = routeMeters(stops);
  return { distance_m, duration_min: walkMinutes(distance_m, stops.length) };
}

/** The search lexemes of a walk: title, text, stop names and notes, and its translations. */
export function walkSearch(title: string, content: string, stops: readonly StoredStop[], translations: Partial<Record<string, WalkTranslation>> = {}) {
  const parts = [title, content, ...stops.map((s) => `${s.name} ${s.note}`)];
  for (const t of Object.values(translations)) if (t) parts.push(t.title, t.content, t.stops.join(' '));
  return sql`array_to_tsvector(${documentLexemes(...parts)}::text[])`;
}

/** A walk by id, deleted ones left out; a 404 when there is none of the asked sort (official or a member's). */
export async function walkRow(db: Db, id: number, official: boolean, opts: { forUpdate?: boolean } = {}): Promise<TravelWalkRow> {
  let q = db.selectFrom('travel_walk').selectAll().where('id', '=', id).where('official', '=', official).where('deleted_at', 'is', null);
  if (opts.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('travel.not_found');
  return row;
}

async function assertCategory(db: Db, id: number | null | undefined, area: number) {
  if (id === null || id === undefined) return;
  const c = await db.selectFrom('travel_category').select('id').where('id', '=', id).where('site_area_id', 'in', [0, area]).executeTakeFirst();
  if (!c) throw notFound('travel.category_not_found');
}

/**
 * One walk as `me` may read it: online to everyone; a member's walk that is reviewing or refused to its author and
 * the area's admins only (a 404 to others: nothing hints that it exists). Counts a view for others.
 */
export async function walkInfo(db: Kysely<DB>, id: number, official: boolean, user: AuthUser | null, lang: Lang): Promise<TravelDetail> {
  const row = await walkRow(db, id, official);
  const mine = user !== null && !official && row.user_id === user.id;
  const admin = user !== null && mayActOn(user, row.site_area_id);
  if (row.status !== 'online' && !mine && !admin) throw notFound('travel.not_found');
  if (!mine) await db.updateTable('travel_walk').set({ view_count: sql`view_count + 1` }).where('id', '=', row.id).execute();
  return presentDetail(db, { ...row, view_count: row.view_count + (mine ? 0 : 1) }, lang, user?.id ?? null, mine || admin);
}

/** A member publishes or changes their walk; where the area reviews, it (again) waits for review. */
export async function saveWalk(db: Kysely<DB>, userId: number, area: number, lang: Lang, reviews: boolean, body: SaveBody): Promise<TravelDetail> {
  const stops: StoredStop[] = body.stops.map((s) => ({ name: s.name, lat: s.lat, lng: s.lng, note: s.note }));
  const values = {
    kind: body.kind,
    category_id: body.category_id ?? null,
    title: body.title,
    content: body.content,
    images: JSON.stringify(body.images),
    stops: JSON.stringify(stops),
    ...measure(stops),
    status: reviews ? ('reviewing' as const) : ('online' as const),
    review_reason: null,
    search: walkSearch(body.title, body.content, stops),
    updated_at: new Date(),
  };
  const row = await db.transaction().execute(async (trx) => {
    if (body.id === undefined) {
      await assertCategory(trx, body.category_id, area);
      return trx.insertInto('travel_walk').values({ ...values, site_area_id: area, user_id: userId, official: false, lang }).returningAll().executeTakeFirstOrThrow();
    }
    const old = await walkRow(trx, body.id, false, { forUpdate: true });
    if (old.user_id !== userId) throw forbidden('travel.not_yours');
    await assertCategory(trx, body.category_id, old.site_area_id);
    return trx.updateTable('travel_walk').set({ ...values, lang }).where('id', '=', old.id).returningAll().executeTakeFirstOrThrow();
  });
  return presentDetail(db, row, lang, userId, true);
}

/** An area admin writes or changes an official route of their area (zh first, en/vi translations); audited. */
export async function saveOfficial(db: Kysely<DB>, admin: AuthUser, area: number, lang: Lang, body: OfficialBody): Promise<TravelDetail> {
  const stops: StoredStop[] = body.stops.map((s) => ({ name: s.name, lat: s.lat, lng: s.lng, note: s.note }));
  const translations = body.translations as Partial<Record<string, WalkTranslation>>;
  const values = {
    kind: 'walk' as const,
    category_id: body.category_id ?? null,
    title: body.title,
    content: body.content,
    translations: JSON.stringify(translations),
    images: JSON.stringify(body.images),
    stops: JSON.stringify(stops),
    ...measure(stops),
    sort: body.sort,
    search: walkSearch(body.title, body.content, stops, translations),
    updated_at: new Date(),
    user_id: admin.id,
  };
  const row = await db.transaction().execute(async (trx) => {
    let saved: TravelWalkRow;
    if (body.id === undefined) {
      if (!mayActOn(admin, area)) throw forbidden('travel.area_forbidden');
      await assertCategory(trx, body.category_id, area);
      saved = await trx.insertInto('travel_walk').values({ ...values, site_area_id: area, official: true, lang: 'zh', status: 'online' }).returningAll().executeTakeFirstOrThrow();
    } else {
      const old = await walkRow(trx, body.id, true, { forUpdate: true });
      if (!mayActOn(admin, old.site_area_id)) throw forbidden('travel.area_forbidden');
      await assertCategory(trx, body.category_id, old.site_area_id);
      saved = await trx.updateTable('travel_walk').set(values).where('id', '=', old.id).returningAll().executeTakeFirstOrThrow();
    }
    await audit(trx, { adminId: admin.id, siteAreaId: saved.site_area_id, action: body.id === undefined ? 'travel.official_create' : 'travel.official_update', targetType: 'travel_walk', targetId: saved.id, detail: { title: saved.title, stops: stops.length } });
    return saved;
  });
  return presentDetail(db, row, lang, admin.id, true);
}

/** Deleting: a member their own walk; an area admin an official route of their area (audited). Soft. */
export async function deleteWalk(db: Kysely<DB>, user: AuthUser, id: number, official: boolean): Promise<{ ok: true }> {
  await db.transaction().execute(async (trx) => {
    const row = await walkRow(trx, id, official, { forUpdate: true });
    if (official ? !mayActOn(user, row.site_area_id) : row.user_id !== user.id) throw forbidden(official ? 'travel.area_forbidden' : 'travel.not_yours');
    await trx.updateTable('travel_walk').set({ deleted_at: new Date() }).where('id', '=', row.id).execute();
    if (official) await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: 'travel.official_delete', targetType: 'travel_walk', targetId: row.id, detail: { title: row.title } });
  });
  return { ok: true };
}

/** My like of an online walk (`on`, else toggled): one row per person, the counter moves only when a row does. */
export async function likeWalk(db: Kysely<DB>, userId: number, id: number, official: boolean, on: boolean | undefined) {
  return db.transaction().execute(async (trx) => {
    const row = await walkRow(trx, id, official, { forUpdate: true });
    if (row.status !== 'online') throw notFound('travel.not_found');
    const had = await trx.selectFrom('travel_walk_like').select('walk_id').where('walk_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    const want = on ?? !had;
    let delta = 0;
    if (want && !had) {
      await trx.insertInto('travel_walk_like').values({ walk_id: id, user_id: userId }).execute();
      delta = 1;
    } else if (!want && had) {
      await trx.deleteFrom('travel_walk_like').where('walk_id', '=', id).where('user_id', '=', userId).execute();
      delta = -1;
    }
    const updated = delta
      ? await trx.updateTable('travel_walk').set({ like_count: sql`like_count + ${delta}` }).where('id', '=', id).returning('like_count').executeTakeFirstOrThrow()
      : { like_count: row.like_count };
    return { id, like_count: updated.like_count, is_like: want };
  });
}
