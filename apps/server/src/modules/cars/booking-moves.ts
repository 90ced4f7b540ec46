import type { CarAppointmentStatus } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { auditDetail, transition, type Actor, type Change, type Refusal, type Rule } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { APPOINTMENTS_PAGE, baseQuery, dayOf, isOver, whenText, type Row } from './appointment-view.js';
import { carBookingFlow } from './booking-flow.js';

type Move = Change<CarAppointmentStatus, Row>;

/** The first confirmed rental of `carId` overlapping [startsAt, endsAt) (days touch without overlapping), other than `except`. */
export async function confirmedClash(db: Kysely<DB> | Transaction<DB>, carId: number, startsAt: Date, endsAt: Date, except?: number) {
  let q = db
    .selectFrom('car_appointment')
    .select(['starts_at', 'ends_at'])
    .where('car_id', '=', carId)
    .where('status', '=', 'confirmed')
    .where('kind', '=', 'rental')
    .where('starts_at', '<', endsAt)
    .where('ends_at', '>', startsAt);
  if (except !== undefined) q = q.where('id', '<>', except);
  return q.orderBy('starts_at').executeTakeFirst();
}

/** Capacity: a car is rented to one person at a time, so a rental overlapping a confirmed one is not confirmed (409). */
const noOverlappingRental: Rule<CarAppointmentStatus, Row> = {
  to: ['confirmed'],
  async check({ trx, row }) {
    if (row.kind !== 'rental') return;
    const clash = await confirmedClash(trx, row.car_id, new Date(row.starts_at), new Date(row.ends_at!), row.id);
    if (clash) throw conflict('car_appointment.overlap', { start: dayOf(clash.starts_at), end: dayOf(clash.ends_at!) });
  },
};

function refuse(refusal: Refusal<CarAppointmentStatus>) {
  if (refusal.why === 'missing') return notFound('car_appointment.not_found');
  if (refusal.why === 'actor') return forbidden(refusal.by.includes('asker') ? 'car_appointment.booker_only' : 'car_appointment.owner_only');
  return badRequest('car_appointment.bad_transition');
}

/** The other side hears of the move: the owner of a cancellation, the booker of a confirmation or refusal. */
async function notify({ trx, id, to, row, reason }: Move) {
  const time = whenText(row);
  const notices = new NoticeService(trx);
  const common = { kind: 'appointment', refType: 'carAppointment', refId: id } as const;
  if (to === 'cancelled') {
    await notices.notify(row.owner_id, {
      ...common,
      title: { key: 'notice.car_appointment.cancelled.title' },
      body: { key: 'notice.car_appointment.cancelled.body', params: { name: row.booker_nickname, title: row.car_title, time } },
      link: `${APPOINTMENTS_PAGE}?tab=owner`,
    });
  } else if (to === 'confirmed') {
    await notices.notify(row.user_id, {
      ...common,
      title: { key: 'notice.car_appointment.confirmed.title' },
      body: { key: 'notice.car_appointment.confirmed.body', params: { title: row.car_title, time } },
      link: APPOINTMENTS_PAGE,
    });
  } else if (to === 'declined') {
    await notices.notify(row.user_id, {
      ...common,
      title: { key: 'notice.car_appointment.declined.title' },
      body: reason
        ? { key: 'notice.car_appointment.declined.body_reason', params: { title: row.car_title, time, reason } }
        : { key: 'notice.car_appointment.declined.body', params: { title: row.car_title, time } },
      link: APPOINTMENTS_PAGE,
    });
  }
}

/** One audit row per move, in the car's area, under the account that moved it (the owner for a system move). */
const auditMove = (move: Move) =>
  audit(move.trx, { adminId: move.actor.userId ?? move.row.owner_id, siteAreaId: move.row.car_site_area_id, targetType: 'carAppointment', ...auditDetail(carBookingFlow, move) });

/**
 * Moves booking `id` for `actor` (the car is already locked by the caller). A confirmation needs the booking's
 * time not to have passed and no overlapping confirmed rental; a refusal keeps its reason, a confirmation none.
 */
export function moveBooking(trx: Transaction<DB>, id: number, actor: Actor, to: CarAppointmentStatus, reason: string | undefined, now: Date) {
  return transition(trx, carBookingFlow, { table: 'car_appointment', stamp: 'updated_at', view: (t, key) => baseQuery(t).where('a.id', '=', key).executeTakeFirst() }, id, actor, to, {
    reason,
    now,
    guard: ({ row }) => {
      if (to === 'confirmed' && isOver(row, now, row.time_zone)) throw badRequest('car_appointment.started');
    },
    rules: [noOverlappingRental],
    set: (move) => ({ reason: move.to === 'confirmed' ? null : move.reason }),
    refuse,
    audit: auditMove,
    notify,
  });
}
