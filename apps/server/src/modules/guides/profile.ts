import type { GuideProfile } from '@haiwai/contracts/guides';
import { GUIDE } from '@haiwai/contracts/guides/constants';
import { guide } from '@haiwai/contracts';
import { storeMediaHash } from '@haiwai/contracts/media-url';
import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, fieldError, forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { loadRow, visibleTo } from '../listings/index.js';
import { daysFrom, plusDays, realDay, today } from './days.js';

type Db = Kysely<DB> | Transaction<DB>;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The module's row beside a `guide` listing, made on first need (a save of the listing goes through the engine). */
export async function ensureProfile(db: Db, listingId: number): Promise<void> {
  await sql`insert into guide_profile (id, user_id, site_area_id)
    select id, user_id, site_area_id from listing where id = ${listingId} and kind = 'guide'
    on conflict (id) do nothing`.execute(db);
}

/** My guide listing in an area (not deleted), or `id` when it is mine; 404 otherwise. */
export async function myProfileId(db: Db, user: AuthUser, siteAreaId: number, id?: number): Promise<number> {
  let q = db.selectFrom('listing').select(['id', 'user_id']).where('kind', '=', 'guide').where('deleted_at', 'is', null);
  q = id ? q.where('id', '=', id) : q.where('user_id', '=', user.id).where('site_area_id', '=', siteAreaId).orderBy('id', 'desc');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(id ? 'guide.not_found' : 'guide.mine_not_found');
  if (row.user_id !== user.id) throw forbidden();
  return row.id;
}

/** The member's completed appointments with the guide, oldest first: the tickets their reviews spend. */
export async function completedAppointments(db: Db, userId: number, guideId: number): Promise<number[]> {
  const rows = await db.selectFrom('guide_appointment').select('id').where('guide_id', '=', guideId).where('user_id', '=', userId).where('status', '=', 'completed').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Of `ids` (completed appointments of the member), those no live review has spent yet. */
export async function unreviewed(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const spent = await db.selectFrom('guide_review').select('appointment_id').where('appointment_id', 'in', ids).where('rating', 'is not', null).where('deleted_at', 'is', null).execute();
  const taken = new Set(spent.map((r) => r.appointment_id));
  return new Set(ids.filter((id) => !taken.has(id)));
}

/** Whether the member may still review `guideId`: a completed appointment with it that no review has spent. */
export async function mayReview(db: Db, userId: number, guideId: number): Promise<boolean> {
  return (await unreviewed(db, await completedAppointments(db, userId, guideId))).size > 0;
}

/**
 * A profile's extras as anyone may see them (the listing itself is read through the engine, which decides who
 * sees it: this answers 404 where the listing is not public, but to its owner and admins).
 */
export async function readProfile(db: Kysely<DB>, id: number, viewer: AuthUser | null, now = new Date()): Promise<GuideProfile> {
  const l = await loadRow(db, guide, id);
  if (!l || !visibleTo(l, viewer)) throw notFound('guide.not_found');
  const owner = viewer !== null && l.user_id === viewer.id;
  const { time_zone } = await db.selectFrom('site_area').select('time_zone').where('id', '=', l.site_area_id).executeTakeFirstOrThrow();
  const p = await db.selectFrom('guide_profile').selectAll().where('id', '=', id).executeTakeFirst();
  const day = today(time_zone, now);
  const booked = new Set<string>();
  const taken = await db.selectFrom('guide_appointment').select(['start_date', 'end_date', 'start_time']).where('guide_id', '=', id).where('status', '=', 'accepted').where('end_date', '>=', day).execute();
  // A booking by the hour leaves the rest of its day bookable: only whole days count as taken.
  for (const t of taken) if (!t.start_time) for (const d of daysFrom(t.start_date < day ? day : t.start_date, t.end_date)) booked.add(d);
  const free = (p ? json<string[]>(p.free_days) : []).filter((d) => d >= day && !booked.has(d));
  const fee = owner ? await feeState(db, id) : null;
  return {
    id,
    certificates: p ? json<string[]>(p.certificates) : [],
    free_days: free,
    booked_days: [...booked].sort(),
    rating: p && p.rating_count > 0 ? Math.round((p.rating_sum / p.rating_count) * 10) / 10 : null,
    rating_count: p?.rating_count ?? 0,
    review_count: p?.review_count ?? 0,
    fee,
    can_review: viewer !== null && !owner && (await mayReview(db, viewer.id, id)),
  };
}

async function feeState(db: Db, id: number): Promise<GuideProfile['fee']> {
  const o = await db.selectFrom('merchant_opening').select('state').where('listing_id', '=', id).executeTakeFirst();
  return o?.state ?? 'none';
}

/** My certificates and free days; the days must be real, from today on, within GUIDE.aheadDays. */
export async function updateProfile(db: Kysely<DB>, user: AuthUser, siteAreaId: number, body: { id?: number; certificates?: string[]; free_days?: string[] }, now = new Date()) {
  const id = await myProfileId(db, user, siteAreaId, body.id);
  const area = await db.selectFrom('listing as l').innerJoin('site_area as s', 's.id', 'l.site_area_id').select('s.time_zone').where('l.id', '=', id).executeTakeFirstOrThrow();
  const set: Record<string, string> = {};
  if (body.certificates) {
    const hashes = body.certificates.map(storeMediaHash).filter((h): h is string => h !== null);
    if (hashes.length) {
      const found = await db.selectFrom('media').select('hash').where('hash', 'in', hashes).execute();
      if (found.length < new Set(hashes).size) throw fieldError('body.certificates', 'guide.certificate_missing');
    }
    set.certificates = JSON.stringify([...new Set(body.certificates)]);
  }
  if (body.free_days) {
    const first = today(area.time_zone, now);
    const last = plusDays(first, GUIDE.aheadDays);
    for (const d of body.free_days) {
      if (!realDay(d)) throw badRequest('guide.bad_day', { day: d });
      if (d < first) throw badRequest('guide.past_day', { day: d });
      if (d > last) throw badRequest('guide.too_far', { days: GUIDE.aheadDays });
    }
    set.free_days = JSON.stringify([...new Set(body.free_days)].sort());
  }
  await ensureProfile(db, id);
  await db.updateTable('guide_profile').set({ ...set, updated_at: now }).where('id', '=', id).execute();
  return readProfile(db, id, user, now);
}
