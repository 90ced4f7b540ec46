import type { CancelPolicy } from '@haiwai/contracts/hotels';
import { sql, type Kysely, type Transaction } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';

export type Db = Kysely<DB> | Transaction<DB>;

/** A hotel (a `listing` of kind `hotel`) with what rooms and orders need of it and of its area. */
export interface HotelRow {
  id: number;
  user_id: number;
  site_area_id: number;
  title: string;
  cover: string | null;
  address: string | null;
  contact_phone: string | null;
  attrs: Record<string, unknown>;
  status: string;
  deleted: boolean;
  live: boolean;
  currency: string;
  time_zone: string;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export async function loadHotel(db: Db, id: number): Promise<HotelRow | undefined> {
  const r = await db
    .selectFrom('listing as l')
    .innerJoin('site_area as s', 's.id', 'l.site_area_id')
    .select([
      'l.id', 'l.user_id', 'l.site_area_id', 'l.title', 'l.images', 'l.address', 'l.contact_phone', 'l.attrs', 'l.status', 's.currency', 's.time_zone',
      sql<boolean>`l.deleted_at is not null`.as('deleted'),
      sql<boolean>`l.deleted_at is null and l.status = 'online' and (l.expires_at is null or l.expires_at > now())`.as('live'),
    ])
    .where('l.id', '=', id)
    .where('l.kind', '=', 'hotel')
    .executeTakeFirst();
  if (!r) return undefined;
  const images = json<string[]>(r.images) ?? [];
  return { ...r, cover: images[0] ?? null, attrs: json<Record<string, unknown>>(r.attrs) ?? {}, currency: r.currency.trim() };
}

/** The caller's own hotel (404 when missing or deleted, 403 when someone else's). */
export async function ownHotel(db: Db, id: number, user: AuthUser): Promise<HotelRow> {
  const h = await loadHotel(db, id);
  if (!h || h.deleted) throw notFound('hotel.not_found');
  if (h.user_id !== user.id) throw forbidden('hotel.not_yours');
  return h;
}

/** Made once per hotel (with its first room type or order): the row the comment engine counts reviews on. */
export async function ensureHotelStats(db: Db, hotelId: number): Promise<void> {
  await db.insertInto('hotel').values({ id: hotelId }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** Defaults when the hotel left them empty: free cancellation until the day before, then nothing back; auto-confirm after a day. */
export const POLICY_DEFAULTS = { free_cancel_days: 1, cancel_fee_percent: 100 } as const;
export function policyOf(attrs: Record<string, unknown>): CancelPolicy {
  const int = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) ? v : d);
  return { free_cancel_days: int(attrs.free_cancel_days, POLICY_DEFAULTS.free_cancel_days), cancel_fee_percent: int(attrs.cancel_fee_percent, POLICY_DEFAULTS.cancel_fee_percent) };
}

/** Today in the area's calendar (YYYY-MM-DD). */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * What cancelling returns: everything up to `free_cancel_days` before the check-in day (in the area's calendar),
 * later the amount less the hotel's share (rounded down to the minor unit).
 */
export function cancelRefund(amount: number, policy: CancelPolicy, checkIn: string, today: string): number {
  if (daysBetween(today, checkIn) >= policy.free_cancel_days) return amount;
  return Math.floor((amount * (100 - policy.cancel_fee_percent)) / 100);
}
