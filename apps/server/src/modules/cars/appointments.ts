import { CAR_APPOINTMENT, type CarAppointment, type CarAppointmentStatus, type carAppointmentSaveBody } from '@haiwai/contracts';
import type { z } from 'zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { idPager } from '../../core/paging/index.js';
import { NoticeService } from '../notices/notice-service.js';

type Db = Kysely<DB> | Transaction<DB>;
/** My bookings and the bookings of my cars: two lists, each with its own cursors. */
const myBookings = idPager('car_appointment.user');
const bookingsOfMyCars = idPager('car_appointment.owner');
type SaveBody = z.output<typeof carAppointmentSaveBody>;
type Decision = 'confirmed' | 'declined' | 'cancelled';

const DAY_MS = 86_400_000;
/** Where each side sees its bookings (web route). */
export const APPOINTMENTS_PAGE = '/pages/car/appointments';

const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
/** A rental day is stored as midnight UTC of that calendar day. */
const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** A YYYY-MM-DD that names a real day. */
function realDay(day: string): boolean {
  const d = dayStart(day);
  return !Number.isNaN(d.getTime()) && dayOf(d) === day;
}

/** Today's date (YYYY-MM-DD) and a moment's wall-clock text in a site area's time zone. */
function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Daily rate of a rental car: its price per day, or a monthly price spread over 30 days; null when it has none. */
export function dailyRate(price: number | null, unit: string | null): number | null {
  if (price === null) return null;
  if (unit === 'day') return price;
  if (unit === 'month') return Math.round((price / 30) * 100) / 100;
  return null;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('car_appointment as a')
    .innerJoin('listing as l', 'l.id', 'a.car_id')
    .innerJoin('app_user as b', 'b.id', 'a.user_id')
    .innerJoin('app_user as o', 'o.id', 'a.owner_id')
    .innerJoin('site_area as s', 's.id', 'l.site_area_id')
    .select([
      'a.id', 'a.car_id', 'a.user_id', 'a.owner_id', 'a.kind', 'a.status', 'a.starts_at', 'a.ends_at', 'a.phone', 'a.note', 'a.reason',
      'a.daily_rate', 'a.days', 'a.quote_total', 'a.currency', 'a.created_at', 'a.updated_at',
      'l.title as car_title', 'l.images as car_images', 'l.attrs as car_attrs', 'l.price as car_price', 'l.price_unit as car_price_unit',
      'l.currency as car_currency', 'l.status as car_status', 'l.site_area_id as car_site_area_id',
      'b.nickname as booker_nickname', 'b.avatar as booker_avatar', 'o.nickname as owner_nickname', 'o.avatar as owner_avatar',
      's.time_zone',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function isOver(r: Pick<Row, 'kind' | 'starts_at'>, now: Date, timeZone: string): boolean {
  return r.kind === 'viewing' ? new Date(r.starts_at) <= now : dayOf(r.starts_at) < localDay(now, timeZone);
}

function present(r: Row, me: number, now = new Date()): CarAppointment {
  const isOwner = r.owner_id === me;
  const isBooker = r.user_id === me;
  const rental = r.kind === 'rental';
  const images = json<string[]>(r.car_images) ?? [];
  const attrs = json<Record<string, unknown>>(r.car_attrs) ?? {};
  const daily = num(r.daily_rate);
  return {
    id: r.id,
    car_id: r.car_id,
    kind: r.kind,
    status: r.status,
    starts_at: seconds(r.starts_at),
    ends_at: r.ends_at ? seconds(r.ends_at) : null,
    start_date: rental ? dayOf(r.starts_at) : null,
    end_date: rental && r.ends_at ? dayOf(r.ends_at) : null,
    phone: isOwner || isBooker ? r.phone : '',
    note: r.note,
    reason: r.reason,
    quote: rental && daily !== null && r.days !== null ? { daily_rate: daily, days: r.days, total: num(r.quote_total) ?? daily * r.days, currency: r.currency } : null,
    car: {
      id: r.car_id,
      title: r.car_title,
      cover: images[0] ?? null,
      deal: typeof attrs.deal === 'string' ? attrs.deal : null,
      price: num(r.car_price),
      price_unit: r.car_price_unit,
      currency: r.car_currency,
      status: r.car_status,
      site_area_id: r.car_site_area_id,
    },
    user: { id: r.user_id, nickname: r.booker_nickname, avatar: r.booker_avatar },
    owner: { id: r.owner_id, nickname: r.owner_nickname, avatar: r.owner_avatar },
    is_booker: isBooker,
    is_owner: isOwner,
    can: {
      confirm: isOwner && r.status === 'pending' && !isOver(r, now, r.time_zone),
      decline: isOwner && r.status === 'pending',
      cancel: isBooker && (r.status === 'pending' || r.status === 'confirmed'),
    },
    created_at: seconds(r.created_at),
    updated_at: seconds(r.updated_at),
  };
}

/** The booked time as people read it in notices: local date and time, or the rental's days. */
function whenText(r: Pick<Row, 'kind' | 'starts_at' | 'ends_at' | 'time_zone'>): string {
  return r.kind === 'viewing' ? localDateTime(new Date(r.starts_at), r.time_zone) : `${dayOf(r.starts_at)} – ${dayOf(r.ends_at!)}`;
}

/**
 * Car appointments: booking, the two lists, and the owner's and booker's decisions. Every change that
 * another person must hear about sends their notice in the same transaction.
 */
export class CarAppointments {
  constructor(private readonly db: Kysely<DB>) {}

  async save(user: AuthUser, body: SaveBody): Promise<CarAppointment> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      // Locks the car: bookings and confirmations of one car are checked one at a time.
      const car = await trx
        .selectFrom('listing as l')
        .innerJoin('site_area as s', 's.id', 'l.site_area_id')
        .select(['l.id', 'l.user_id', 'l.title', 'l.status', 'l.attrs', 'l.price', 'l.price_unit', 'l.expires_at', 'l.deleted_at', 'l.currency', 's.time_zone'])
        .where('l.id', '=', body.car_id)
        .where('l.kind', '=', 'car')
        .forUpdate('l')
        .executeTakeFirst();
      if (!car || car.deleted_at) throw notFound('car_appointment.car_not_found');
      if (car.user_id === user.id) throw badRequest('car_appointment.own_car');
      if (car.status !== 'on-sale' || (car.expires_at && new Date(car.expires_at) <= now)) throw badRequest('car_appointment.not_live');
      const rental = json<Record<string, unknown>>(car.attrs)?.deal === 'rent';
      const aheadLimit = now.getTime() + CAR_APPOINTMENT.maxAheadDays * DAY_MS;
      let startsAt: Date;
      let endsAt: Date | null = null;
      let days: number | null = null;
      if (rental) {
        if (!body.start_date || !body.end_date) throw fieldError('body.start_date', 'car_appointment.dates_required');
        if (!realDay(body.start_date)) throw fieldError('body.start_date', 'field.date');
        if (!realDay(body.end_date)) throw fieldError('body.end_date', 'field.date');
        if (body.start_date < localDay(now, car.time_zone)) throw fieldError('body.start_date', 'car_appointment.in_past');
        startsAt = dayStart(body.start_date);
        endsAt = dayStart(body.end_date);
        if (endsAt <= startsAt) throw fieldError('body.end_date', 'car_appointment.end_before_start');
        days = Math.round((endsAt.getTime() - startsAt.getTime()) / DAY_MS);
        if (days > CAR_APPOINTMENT.maxRentalDays) throw badRequest('car_appointment.too_long', { max: CAR_APPOINTMENT.maxRentalDays, days });
        if (startsAt.getTime() > aheadLimit) throw badRequest('car_appointment.too_far', { days: CAR_APPOINTMENT.maxAheadDays });
        const clash = await trx
          .selectFrom('car_appointment')
          .select(['starts_at', 'ends_at'])
          .where('car_id', '=', car.id)
          .where('status', '=', 'confirmed')
          .where('kind', '=', 'rental')
          .where('starts_at', '<', endsAt)
          .where('ends_at', '>', startsAt)
          .orderBy('starts_at')
          .executeTakeFirst();
        if (clash) throw conflict('car_appointment.overlap', { start: dayOf(clash.starts_at), end: dayOf(clash.ends_at!) });
      } else {
        if (body.time === undefined) throw fieldError('body.time', 'car_appointment.time_required');
        startsAt = new Date(body.time * 1000);
        if (startsAt <= now) throw fieldError('body.time', 'car_appointment.in_past');
        if (startsAt.getTime() > aheadLimit) throw badRequest('car_appointment.too_far', { days: CAR_APPOINTMENT.maxAheadDays });
      }
      let dup = trx.selectFrom('car_appointment').select('id').where('car_id', '=', car.id).where('user_id', '=', user.id).where('status', '=', 'pending');
      if (rental) dup = dup.where('starts_at', '<', endsAt!).where('ends_at', '>', startsAt);
      if (await dup.executeTakeFirst()) throw conflict('car_appointment.duplicate');

      const rate = rental ? dailyRate(num(car.price), car.price_unit) : null;
      const inserted = await trx
        .insertInto('car_appointment')
        .values({
          car_id: car.id,
          user_id: user.id,
          owner_id: car.user_id,
          kind: rental ? 'rental' : 'viewing',
          starts_at: startsAt,
          ends_at: endsAt,
          phone: body.phone,
          note: body.note,
          daily_rate: rate,
          days,
          quote_total: rate !== null && days !== null ? Math.round(rate * days * 100) / 100 : null,
          currency: car.currency,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await baseQuery(trx).where('a.id', '=', inserted.id).executeTakeFirstOrThrow();
      await new NoticeService(trx).notify(car.user_id, {
        kind: 'appointment',
        title: { key: 'notice.appointment.title' },
        body: { key: 'notice.appointment.body', params: { name: row.booker_nickname, title: car.title, time: whenText(row) } },
        link: `${APPOINTMENTS_PAGE}?tab=owner`,
        refType: 'carAppointment',
        refId: row.id,
      });
      return present(row, user.id, now);
    });
  }

  async list(user: AuthUser, side: 'user' | 'owner', q: { status?: CarAppointmentStatus; car_id?: number; cursor?: string; limit: number }) {
    const pager = side === 'user' ? myBookings : bookingsOfMyCars;
    const after = pager.after(q.cursor, 'a.id');
    const col = side === 'user' ? 'a.user_id' : 'a.owner_id';
    let base = this.db.selectFrom('car_appointment as a').where(col, '=', user.id);
    if (q.status) base = base.where('a.status', '=', q.status);
    if (q.car_id) base = base.where('a.car_id', '=', q.car_id);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = baseQuery(this.db).where(col, '=', user.id);
    if (q.status) rows = rows.where('a.status', '=', q.status);
    if (q.car_id) rows = rows.where('a.car_id', '=', q.car_id);
    if (after) rows = rows.where(after);
    const page = pager.take(await rows.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    const now = new Date();
    return { list: page.rows.map((r) => present(r, user.id, now)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  async decide(user: AuthUser, id: number, status: Decision, reason?: string): Promise<CarAppointment> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const head = await trx.selectFrom('car_appointment').select(['id', 'car_id', 'user_id', 'owner_id']).where('id', '=', id).executeTakeFirst();
      if (!head) throw notFound('car_appointment.not_found');
      if (head.user_id !== user.id && head.owner_id !== user.id) throw forbidden();
      // The car first, then the booking: the same order as a new booking takes its locks.
      await sql`select id from listing where id = ${head.car_id} for update`.execute(trx);
      await sql`select id from car_appointment where id = ${id} for update`.execute(trx);
      const row = await baseQuery(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
      if (status === 'cancelled') {
        if (row.user_id !== user.id) throw forbidden('car_appointment.booker_only');
        if (row.status !== 'pending' && row.status !== 'confirmed') throw badRequest('car_appointment.bad_transition');
      } else {
        if (row.owner_id !== user.id) throw forbidden('car_appointment.owner_only');
        if (row.status !== 'pending') throw badRequest('car_appointment.bad_transition');
        if (status === 'confirmed') {
          if (isOver(row, now, row.time_zone)) throw badRequest('car_appointment.started');
          if (row.kind === 'rental') {
            const clash = await trx
              .selectFrom('car_appointment')
              .select(['starts_at', 'ends_at'])
              .where('car_id', '=', row.car_id)
              .where('status', '=', 'confirmed')
              .where('kind', '=', 'rental')
              .where('id', '<>', row.id)
              .where('starts_at', '<', row.ends_at!)
              .where('ends_at', '>', row.starts_at)
              .orderBy('starts_at')
              .executeTakeFirst();
            if (clash) throw conflict('car_appointment.overlap', { start: dayOf(clash.starts_at), end: dayOf(clash.ends_at!) });
          }
        }
      }
      const why = reason?.trim() ? reason.trim() : null;
      await trx.updateTable('car_appointment').set({ status, reason: status === 'confirmed' ? null : why, updated_at: now }).where('id', '=', id).execute();
      const time = whenText(row);
      const notices = new NoticeService(trx);
      const common = { kind: 'appointment', refType: 'carAppointment', refId: id } as const;
      if (status === 'cancelled') {
        await notices.notify(row.owner_id, {
          ...common,
          title: { key: 'notice.car_appointment.cancelled.title' },
          body: { key: 'notice.car_appointment.cancelled.body', params: { name: row.booker_nickname, title: row.car_title, time } },
          link: `${APPOINTMENTS_PAGE}?tab=owner`,
        });
      } else if (status === 'confirmed') {
        await notices.notify(row.user_id, {
          ...common,
          title: { key: 'notice.car_appointment.confirmed.title' },
          body: { key: 'notice.car_appointment.confirmed.body', params: { title: row.car_title, time } },
          link: APPOINTMENTS_PAGE,
        });
      } else {
        await notices.notify(row.user_id, {
          ...common,
          title: { key: 'notice.car_appointment.declined.title' },
          body: why
            ? { key: 'notice.car_appointment.declined.body_reason', params: { title: row.car_title, time, reason: why } }
            : { key: 'notice.car_appointment.declined.body', params: { title: row.car_title, time } },
          link: APPOINTMENTS_PAGE,
        });
      }
      const updated = await baseQuery(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
      return present(updated, user.id, now);
    });
  }
}
