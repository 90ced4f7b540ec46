import type { GuideAppointment, GuideAppointmentMove, GuideAppointmentStatus, guideAppointmentSaveBody } from '@haiwai/contracts/guides';
import { GUIDE } from '@haiwai/contracts/guides/constants';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { NoticeService } from '../notices/index.js';
import { clash, moveAppointment } from './appointment-moves.js';
import { baseQuery, MANAGE_PAGE, present, whenText, type Row } from './appointment-view.js';
import { daysFrom, minutesOf, plusDays, realDay, today } from './days.js';
import { ensureProfile, unreviewed } from './profile.js';
import type { GuideQuoteJson } from './schema.js';

type SaveBody = z.output<typeof guideAppointmentSaveBody>;
const myBookings = idPager('guide_appointment.user');
const bookingsOfMe = idPager('guide_appointment.guide');
const logPager = idPager('guide_appointment.log');
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The guide as a booking needs it, its row locked: bookings and acceptances of one guide run one at a time. */
async function lockGuide(trx: Kysely<DB>, guideId: number) {
  await ensureProfile(trx, guideId);
  return trx
    .selectFrom('guide_profile as p')
    .innerJoin('listing as l', 'l.id', 'p.id')
    .innerJoin('site_area as s', 's.id', 'l.site_area_id')
    .select(['p.id', 'p.free_days', 'l.user_id', 'l.site_area_id', 'l.status', 'l.expires_at', 'l.deleted_at', 'l.price', 'l.currency', 'l.attrs', 's.time_zone'])
    .where('p.id', '=', guideId)
    .forUpdate('p')
    .executeTakeFirst();
}
type Guide = NonNullable<Awaited<ReturnType<typeof lockGuide>>>;

/** Days checks of a new booking: real, from today, not too far, not too long, every day free. */
function checkDays(g: Guide, body: SaveBody, now: Date): string[] {
  for (const d of [body.start_date, body.end_date]) if (!realDay(d)) throw badRequest('guide.bad_day', { day: d });
  const first = today(g.time_zone, now);
  if (body.start_date < first) throw badRequest('guide.past_day', { day: body.start_date });
  if (body.end_date < body.start_date) throw badRequest('guide.past_day', { day: body.end_date });
  if (body.end_date > plusDays(first, GUIDE.aheadDays)) throw badRequest('guide.too_far', { days: GUIDE.aheadDays });
  const days = daysFrom(body.start_date, body.end_date);
  if (days.length > GUIDE.maxDays) throw badRequest('guide.too_long', { max: GUIDE.maxDays, days: days.length });
  if (body.start_time && body.end_time) {
    if (days.length > 1) throw badRequest('guide.hours_one_day');
    if (minutesOf(body.end_time) <= minutesOf(body.start_time)) throw badRequest('guide.hours_order');
  }
  const free = new Set(json<string[]>(g.free_days));
  const missing = days.find((d) => !free.has(d));
  if (missing) throw conflict('guide.not_free', { day: missing });
  return days;
}

/** The price: hours × the hourly rate, or days × the daily rate (none when the guide gives no daily rate). */
function quoteOf(g: Guide, body: SaveBody, days: number): GuideQuoteJson | null {
  const currency = g.currency.trim();
  if (body.start_time && body.end_time) {
    const hours = (minutesOf(body.end_time) - minutesOf(body.start_time)) / 60;
    const rate = num(g.price);
    return rate === null ? null : { unit: 'hour', count: hours, rate, total: Math.round(rate * hours * 100) / 100, currency };
  }
  const rate = num(json<Record<string, unknown>>(g.attrs)?.rate_day);
  return rate === null ? null : { unit: 'day', count: days, rate, total: Math.round(rate * days * 100) / 100, currency };
}

/** Guide appointments: booking, the two lists, the moves, the history. Each change another person must hear of sends their notice in its transaction. */
export class GuideAppointments {
  constructor(private readonly db: Kysely<DB>) {}

  async save(user: AuthUser, body: SaveBody): Promise<GuideAppointment> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const g = await lockGuide(trx, body.guide_id);
      if (!g || g.deleted_at) throw notFound('guide.not_found');
      if (g.user_id === user.id) throw badRequest('guide.own_profile');
      if (g.status !== 'online' || (g.expires_at && new Date(g.expires_at) <= now)) throw badRequest('guide.not_live');
      const days = checkDays(g, body, now);
      const span = { start_date: body.start_date, end_date: body.end_date, start_time: body.start_time ?? null, end_time: body.end_time ?? null };
      const taken = await clash(trx, g.id, span, { status: 'accepted' });
      if (taken) throw conflict('guide.overlap', { start: taken.start_date, end: taken.end_date });
      if (await clash(trx, g.id, span, { status: 'pending', userId: user.id })) throw conflict('guide.duplicate');
      const quote = quoteOf(g, body, days.length);
      const { id } = await trx
        .insertInto('guide_appointment')
        .values({
          guide_id: g.id, user_id: user.id, owner_id: g.user_id, site_area_id: g.site_area_id, status: 'pending', ...span,
          service: body.service ?? null, phone: body.phone, note: body.note, quote: quote ? JSON.stringify(quote) : null, created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('guide_appointment_log').values({ appointment_id: id, from_status: null, to_status: 'pending', by_role: 'asker', user_id: user.id, reason: null, created_at: now }).execute();
      const row = await baseQuery(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
      await new NoticeService(trx).notify(g.user_id, {
        kind: 'appointment',
        title: { key: 'notice.guide_appointment.requested.title' },
        body: { key: 'notice.guide_appointment.requested.body', params: { name: row.booker_nickname, time: whenText(row) } },
        link: `${MANAGE_PAGE}?tab=guide`,
        refType: 'guideAppointment',
        refId: id,
        siteAreaId: g.site_area_id,
      });
      return present(row, user.id, false, now);
    });
  }

  async list(user: AuthUser, side: 'user' | 'guide', q: { status?: GuideAppointmentStatus; cursor?: string; limit: number }) {
    const pager = side === 'user' ? myBookings : bookingsOfMe;
    const col = side === 'user' ? 'a.user_id' : 'a.owner_id';
    const after = pager.after(q.cursor, 'a.id');
    let count = this.db.selectFrom('guide_appointment as a').where(col, '=', user.id);
    let rows = baseQuery(this.db).where(col, '=', user.id);
    if (q.status) {
      count = count.where('a.status', '=', q.status);
      rows = rows.where('a.status', '=', q.status);
    }
    const total = Number((await count.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    if (after) rows = rows.where(after);
    const page = pager.take(await rows.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    const now = new Date();
    const reviewable = await this.reviewable(user.id, page.rows);
    return { list: page.rows.map((r) => present(r, user.id, reviewable.has(r.id), now)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Appointments of `rows` the member may still review: their completed bookings no live review has spent. */
  private reviewable(userId: number, rows: Row[]): Promise<Set<number>> {
    return unreviewed(this.db, rows.filter((r) => r.user_id === userId && r.status === 'completed').map((r) => r.id));
  }

  /** The guide accepts, declines or completes, the member cancels: a move of the appointment workflow. */
  async decide(user: AuthUser, id: number, status: GuideAppointmentMove, reason?: string): Promise<GuideAppointment> {
    const now = new Date();
    const row = await this.db.transaction().execute(async (trx) => {
      const head = await trx.selectFrom('guide_appointment').select(['id', 'guide_id', 'user_id', 'owner_id']).where('id', '=', id).executeTakeFirst();
      if (!head) throw notFound('guide_appointment.not_found');
      if (head.user_id !== user.id && head.owner_id !== user.id) throw forbidden();
      // The guide first, then the appointment (in moveAppointment): the same order as a new booking takes its locks.
      await sql`select id from guide_profile where id = ${head.guide_id} for update`.execute(trx);
      await moveAppointment(trx, id, { role: head.owner_id === user.id ? 'owner' : 'asker', userId: user.id }, status, reason, now);
      return baseQuery(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
    });
    return present(row, user.id, (await this.reviewable(user.id, [row])).has(row.id), now);
  }

  /** An appointment's history, oldest first: its two sides only. */
  async log(user: AuthUser, q: { appointment_id: number; cursor?: string; limit: number }) {
    const head = await this.db.selectFrom('guide_appointment').select(['user_id', 'owner_id']).where('id', '=', q.appointment_id).executeTakeFirst();
    if (!head) throw notFound('guide_appointment.not_found');
    if (head.user_id !== user.id && head.owner_id !== user.id) throw forbidden();
    const after = logPager.after(q.cursor, 'g.id', 'asc');
    let rows = this.db
      .selectFrom('guide_appointment_log as g')
      .leftJoin('app_user as u', 'u.id', 'g.user_id')
      .select(['g.id', 'g.from_status', 'g.to_status', 'g.by_role', 'g.user_id', 'g.reason', 'g.created_at', 'u.nickname'])
      .where('g.appointment_id', '=', q.appointment_id);
    if (after) rows = rows.where(after);
    const page = logPager.take(await rows.orderBy('g.id', 'asc').limit(q.limit + 1).execute(), q.limit, 'asc');
    return {
      list: page.rows.map((r) => ({
        id: r.id,
        from: r.from_status,
        to: r.to_status,
        by: r.by_role,
        user: r.user_id !== null ? { id: r.user_id, nickname: r.nickname ?? '' } : null,
        reason: r.reason,
        created_at: Math.floor(new Date(r.created_at).getTime() / 1000),
      })),
      next_cursor: page.next_cursor,
    };
  }
}
