import type { GuideAppointmentStatus } from '@haiwai/contracts/guides/constants';
import type { Kysely, Transaction } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { auditDetail, transition, type Actor, type Change, type Refusal, type Rule } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { guideAppointmentFlow } from './appointment-flow.js';
import { baseQuery, MANAGE_PAGE, whenText, type Row } from './appointment-view.js';
import { minutesOf, today } from './days.js';

type Db = Kysely<DB> | Transaction<DB>;
type Move = Change<GuideAppointmentStatus, Row>;
interface Span {
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
}

/** Two bookings overlap when their days do, except two bookings by the hour on one day whose hours do not. */
function overlaps(a: Span, b: Span): boolean {
  if (a.start_date > b.end_date || b.start_date > a.end_date) return false;
  if (a.start_time && a.end_time && b.start_time && b.end_time && a.start_date === a.end_date && b.start_date === b.end_date) {
    return minutesOf(a.start_time) < minutesOf(b.end_time) && minutesOf(b.start_time) < minutesOf(a.end_time);
  }
  return true;
}

/** The first accepted booking of `guideId` overlapping `span`, other than `except` (with `mine`: only that booker's pending ones). */
export async function clash(db: Db, guideId: number, span: Span, opts: { status: 'accepted' | 'pending'; except?: number; userId?: number }) {
  let q = db
    .selectFrom('guide_appointment')
    .select(['id', 'start_date', 'end_date', 'start_time', 'end_time'])
    .where('guide_id', '=', guideId)
    .where('status', '=', opts.status)
    .where('start_date', '<=', span.end_date)
    .where('end_date', '>=', span.start_date);
  if (opts.except !== undefined) q = q.where('id', '<>', opts.except);
  if (opts.userId !== undefined) q = q.where('user_id', '=', opts.userId);
  return (await q.orderBy('start_date').execute()).find((b) => overlaps(b, span));
}

/** A guide serves one booking at a time: accepting one overlapping an accepted booking is refused (409). */
const noOverlap: Rule<GuideAppointmentStatus, Row> = {
  to: ['accepted'],
  async check({ trx, row }) {
    const other = await clash(trx, row.guide_id, row, { status: 'accepted', except: row.id });
    if (other) throw conflict('guide.overlap', { start: other.start_date, end: other.end_date });
  },
};

function refuse(refusal: Refusal<GuideAppointmentStatus>) {
  if (refusal.why === 'missing') return notFound('guide_appointment.not_found');
  if (refusal.why === 'actor') return forbidden(refusal.by.includes('asker') ? 'guide_appointment.booker_only' : 'guide_appointment.guide_only');
  if (refusal.why === 'reason') return badRequest('guide_appointment.reason_required');
  return badRequest('guide_appointment.bad_transition');
}

/** The other side hears of the move: the guide of a cancellation, the member of everything else. */
async function notify({ trx, id, to, row, reason }: Move) {
  const time = whenText(row);
  const common = { kind: 'appointment', refType: 'guideAppointment', refId: id, siteAreaId: row.site_area_id } as const;
  const notices = new NoticeService(trx);
  if (to === 'cancelled') {
    await notices.notify(row.owner_id, {
      ...common,
      title: { key: 'notice.guide_appointment.cancelled.title' },
      body: { key: 'notice.guide_appointment.cancelled.body', params: { name: row.booker_nickname, time } },
      link: `${MANAGE_PAGE}?tab=guide`,
    });
    return;
  }
  const key = to as 'accepted' | 'declined' | 'completed';
  await notices.notify(row.user_id, {
    ...common,
    title: { key: `notice.guide_appointment.${key}.title` },
    body: { key: `notice.guide_appointment.${key}.body`, params: { title: row.guide_title, time, reason: reason ?? '' } },
    link: `${MANAGE_PAGE}?tab=mine`,
  });
}

/** One audit row per move (in the guide's area, under the account that moved it), and the appointment's own history line. */
async function record(move: Move) {
  await audit(move.trx, { adminId: move.actor.userId ?? move.row.owner_id, siteAreaId: move.row.site_area_id, targetType: 'guideAppointment', ...auditDetail(guideAppointmentFlow, move) });
  await move.trx
    .insertInto('guide_appointment_log')
    .values({ appointment_id: move.id, from_status: move.from, to_status: move.to, by_role: move.actor.role, user_id: move.actor.userId, reason: move.reason, created_at: move.at })
    .execute();
}

/**
 * Moves appointment `id` for `actor` (the guide is already locked by the caller). Accepting needs its days not
 * to have passed and no overlapping accepted booking; completing needs its first day to have begun; a
 * decline or cancellation keeps its reason.
 */
export function moveAppointment(trx: Transaction<DB>, id: number, actor: Actor, to: GuideAppointmentStatus, reason: string | undefined, now: Date) {
  return transition(trx, guideAppointmentFlow, { table: 'guide_appointment', stamp: 'updated_at', view: (t, key) => baseQuery(t).where('a.id', '=', key).executeTakeFirst() }, id, actor, to, {
    reason,
    now,
    guard: ({ row }) => {
      const day = today(row.time_zone, now);
      if (to === 'accepted' && row.end_date < day) throw badRequest('guide_appointment.over');
      if (to === 'completed' && row.start_date > day) throw badRequest('guide_appointment.not_started', { day: row.start_date });
    },
    rules: [noOverlap],
    set: (move) => (move.to === 'declined' || move.to === 'cancelled' ? { reason: move.reason } : {}),
    refuse,
    audit: record,
    notify,
  });
}
