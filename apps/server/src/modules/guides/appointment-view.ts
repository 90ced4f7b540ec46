import type { GuideAppointment } from '@haiwai/contracts/guides';
import type { Kysely, Transaction } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import { nextStates } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { guideAppointmentFlow } from './appointment-flow.js';
import { today } from './days.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Where each side sees its appointments (web route); `tab=guide` for the guide's side. */
export const MANAGE_PAGE = '/pages/translate/manage';

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export function baseQuery(db: Db) {
  return db
    .selectFrom('guide_appointment as a')
    .innerJoin('listing as l', 'l.id', 'a.guide_id')
    .innerJoin('app_user as b', 'b.id', 'a.user_id')
    .innerJoin('app_user as o', 'o.id', 'a.owner_id')
    .innerJoin('site_area as s', 's.id', 'a.site_area_id')
    .select([
      'a.id', 'a.guide_id', 'a.user_id', 'a.owner_id', 'a.site_area_id', 'a.status', 'a.start_date', 'a.end_date', 'a.start_time', 'a.end_time',
      'a.service', 'a.phone', 'a.note', 'a.reason', 'a.quote', 'a.created_at', 'a.updated_at',
      'l.title as guide_title', 'l.images as guide_images',
      'b.nickname as booker_nickname', 'b.avatar as booker_avatar', 'o.nickname as owner_nickname', 'o.avatar as owner_avatar',
      's.time_zone',
    ]);
}
export type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/** The booked time as people read it in notices: the days, or the day and hours. */
export function whenText(r: Pick<Row, 'start_date' | 'end_date' | 'start_time' | 'end_time'>): string {
  if (r.start_time && r.end_time) return `${r.start_date} ${r.start_time}–${r.end_time}`;
  return r.start_date === r.end_date ? r.start_date : `${r.start_date} – ${r.end_date}`;
}

export const dayCount = (r: Pick<Row, 'start_date' | 'end_date'>) => Math.round((Date.parse(`${r.end_date}T00:00:00Z`) - Date.parse(`${r.start_date}T00:00:00Z`)) / 86_400_000) + 1;

/** One appointment as each side sees it; `reviewable`: no live review has spent this (completed) booking yet. */
export function present(r: Row, me: number, reviewable: boolean, now = new Date()): GuideAppointment {
  const isGuide = r.owner_id === me;
  const isBooker = r.user_id === me;
  const guideMoves = isGuide ? nextStates(guideAppointmentFlow, r.status, 'owner') : new Set<string>();
  const bookerMoves = isBooker ? nextStates(guideAppointmentFlow, r.status, 'asker') : new Set<string>();
  const day = today(r.time_zone, now);
  return {
    id: r.id,
    guide_id: r.guide_id,
    status: r.status,
    start_date: r.start_date,
    end_date: r.end_date,
    start_time: r.start_time,
    end_time: r.end_time,
    days: dayCount(r),
    service: r.service,
    phone: isGuide || isBooker ? r.phone : '',
    note: r.note,
    reason: r.reason,
    quote: r.quote ? json(r.quote) : null,
    guide: { id: r.guide_id, title: r.guide_title, cover: json<string[]>(r.guide_images)?.[0] ?? null, site_area_id: r.site_area_id },
    user: { id: r.user_id, nickname: r.booker_nickname, avatar: r.booker_avatar },
    owner: { id: r.owner_id, nickname: r.owner_nickname, avatar: r.owner_avatar },
    is_booker: isBooker,
    is_guide: isGuide,
    can: {
      accept: guideMoves.has('accepted') && r.end_date >= day,
      decline: guideMoves.has('declined'),
      cancel: bookerMoves.has('cancelled'),
      complete: guideMoves.has('completed') && r.start_date <= day,
      review: isBooker && r.status === 'completed' && reviewable,
    },
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}
