import { CAR_APPOINTMENT, type CarAppointment, type CarAppointmentStatus, type carAppointmentSaveBody } from '@haiwai/contracts';
import type { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { idPager } from '../../core/paging/index.js';
import { NoticeService } from '../notices/index.js';
import { APPOINTMENTS_PAGE, baseQuery, DAY_MS, dailyRate, dayOf, dayStart, json, localDay, num, present, realDay, whenText } from './appointment-view.js';
import { confirmedClash, moveBooking } from './booking-moves.js';

/** My bookings and the bookings of my cars: two lists, each with its own cursors. */
const myBookings = idPager('car_appointment.user');
const bookingsOfMyCars = idPager('car_appointment.owner');
type SaveBody = z.output<typeof carAppointmentSaveBody>;
type Decision = 'confirmed' | 'declined' | 'cancelled';

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
        const clash = await confirmedClash(trx, car.id, startsAt, endsAt);
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

  /** The owner confirms or declines, the booker cancels: a move of the booking workflow (booking-moves.ts). */
  async decide(user: AuthUser, id: number, status: Decision, reason?: string): Promise<CarAppointment> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const head = await trx.selectFrom('car_appointment').select(['id', 'car_id', 'user_id', 'owner_id']).where('id', '=', id).executeTakeFirst();
      if (!head) throw notFound('car_appointment.not_found');
      if (head.user_id !== user.id && head.owner_id !== user.id) throw forbidden();
      // The car first, then the booking (in moveBooking): the same order as a new booking takes its locks.
      await sql`select id from listing where id = ${head.car_id} for update`.execute(trx);
      await moveBooking(trx, id, { role: head.owner_id === user.id ? 'owner' : 'asker', userId: user.id }, status, reason, now);
      const updated = await baseQuery(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
      return present(updated, user.id, now);
    });
  }
}
