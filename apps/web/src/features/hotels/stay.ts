import { HOTEL } from '@haiwai/contracts/hotels/constants';

/**
 * The stay a guest is looking for: check-in and check-out days (YYYY-MM-DD, the hotel's calendar) and how many
 * guests. It travels in the address (`check_in`, `check_out`, `guests`) from the list to a hotel, a room type and
 * the booking, so a link or a reload keeps it; anything missing or impossible falls back to tonight, one night,
 * two guests.
 */
export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The server's limits (a stay of at most 30 nights, starting within a year); guests up to 10 on the screens. */
export const STAY_LIMITS = { maxNights: HOTEL.maxNights, maxGuests: 10, aheadDays: HOTEL.maxDaysAhead } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in the browser's calendar. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day `n` days after `day` (calendar days, no time zone in play). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Nights between check-in and check-out. */
export function nightsOf(stay: Pick<Stay, 'checkIn' | 'checkOut'>): number {
  return Math.round((Date.parse(`${stay.checkOut}T00:00:00Z`) - Date.parse(`${stay.checkIn}T00:00:00Z`)) / 86_400_000);
}

const validDay = (s: string | null): s is string => !!s && DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The stay in an address; a check-in in the past or out of reach, or a check-out not after it, is corrected. */
export function stayFromSearch(search: URLSearchParams, now = today()): Stay {
  const rawIn = search.get('check_in');
  const checkIn = validDay(rawIn) && rawIn >= now && rawIn <= addDays(now, STAY_LIMITS.aheadDays) ? rawIn : now;
  const rawOut = search.get('check_out');
  const nights = validDay(rawOut) ? nightsOf({ checkIn, checkOut: rawOut }) : 0;
  const checkOut = nights >= 1 && nights <= STAY_LIMITS.maxNights ? rawOut! : addDays(checkIn, 1);
  const g = Number(search.get('guests'));
  const guests = Number.isInteger(g) && g >= 1 && g <= STAY_LIMITS.maxGuests ? g : 2;
  return { checkIn, checkOut, guests };
}

/** The stay as address parameters (with others kept). */
export function stayParams(stay: Stay, extra: Record<string, string | number> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  q.set('check_in', stay.checkIn);
  q.set('check_out', stay.checkOut);
  q.set('guests', String(stay.guests));
  return q.toString();
}

/** A new check-in keeps the number of nights where it can; a new check-out before or on check-in moves to the next day. */
export function withCheckIn(stay: Stay, checkIn: string): Stay {
  const nights = Math.max(1, nightsOf(stay));
  return { ...stay, checkIn, checkOut: addDays(checkIn, nights) };
}
export function withCheckOut(stay: Stay, checkOut: string): Stay {
  const nights = nightsOf({ checkIn: stay.checkIn, checkOut });
  return { ...stay, checkOut: nights >= 1 ? checkOut : addDays(stay.checkIn, 1) };
}


/** Rooms needed for the guests in a room type (each room takes `max_guests`). */
export const roomsFor = (guests: number, maxGuests: number) => Math.max(1, Math.ceil(guests / Math.max(1, maxGuests)));
