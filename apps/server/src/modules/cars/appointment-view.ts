import type { CarAppointment } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nextStates } from '../../core/workflow/index.js';
import { carBookingFlow } from './booking-flow.js';
import { epochSeconds } from '../../core/time.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Where each side sees its bookings (web route). */
export const APPOINTMENTS_PAGE = '/pages/car/appointments';

export const DAY_MS = 86_400_000;
export const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
export const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
/** A rental day is stored as midnight UTC of that calendar day. */
export const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** A YYYY-MM-DD that names a real day. */
export function realDay(day: string): boolean {
  const d = dayStart(day);
  return !Number.isNaN(d.getTime()) && dayOf(d) === day;
}

/** Today's date (YYYY-MM-DD) and a moment's wall-clock text in a site area's time zone. */
export function localDay(at: Date, timeZone: string): string {
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

export function baseQuery(db: Db) {
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
export type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function isOver(r: Pick<Row, 'kind' | 'starts_at'>, now: Date, timeZone: string): boolean {
  return r.kind === 'viewing' ? new Date(r.starts_at) <= now : dayOf(r.starts_at) < localDay(now, timeZone);
}

export function present(r: Row, me: number, now = new Date()): CarAppointment {
  const isOwner = r.owner_id === me;
  const isBooker = r.user_id === me;
  const rental = r.kind === 'rental';
  const images = json<string[]>(r.car_images) ?? [];
  const attrs = json<Record<string, unknown>>(r.car_attrs) ?? {};
  const daily = num(r.daily_rate);
  // What each side may do next comes from the workflow's moves.
  const ownerMoves = isOwner ? nextStates(carBookingFlow, r.status, 'owner') : new Set<string>();
  const bookerMoves = isBooker ? nextStates(carBookingFlow, r.status, 'asker') : new Set<string>();
  return {
    id: r.id,
    car_id: r.car_id,
    kind: r.kind,
    status: r.status,
    starts_at: epochSeconds(r.starts_at),
    ends_at: r.ends_at ? epochSeconds(r.ends_at) : null,
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
      confirm: ownerMoves.has('confirmed') && !isOver(r, now, r.time_zone),
      decline: ownerMoves.has('declined'),
      cancel: bookerMoves.has('cancelled'),
    },
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

/** The booked time as people read it in notices: local date and time, or the rental's days. */
export function whenText(r: Pick<Row, 'kind' | 'starts_at' | 'ends_at' | 'time_zone'>): string {
  return r.kind === 'viewing' ? localDateTime(new Date(r.starts_at), r.time_zone) : `${dayOf(r.starts_at)} – ${dayOf(r.ends_at!)}`;
}

