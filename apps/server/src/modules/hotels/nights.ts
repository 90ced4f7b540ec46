import type { StayQuote } from '@haiwai/contracts/hotels';
import { sql, type Kysely, type Transaction } from 'kysely';
import { conflict } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Nights of room types (docs/hotels.md "Inventory"). A night without a `hotel_night` row has the room type's
 * count and price (its weekend price on Friday and Saturday nights) and nothing taken; a row exists once a
 * booking takes rooms that night or the hotel sets its own count or price. Taking rooms is done under the room
 * type's row lock (`lockRoom`), so two bookings of its last room are checked one after the other.
 */

export interface Night {
  date: string;
  price: number;
  inventory: number;
  taken: number;
  left: number;
  closed: boolean;
  overridden: boolean;
}

/** Each night of [checkIn, checkOut) of each room type, one query for all of them. */
export async function nightsOf(db: Db, roomIds: number[], checkIn: string, checkOut: string): Promise<Map<number, Night[]>> {
  const out = new Map<number, Night[]>();
  if (roomIds.length === 0) return out;
  const { rows } = await sql<{ room_id: number; date: string; price: string; inventory: number; taken: number; overridden: boolean }>`
    select r.id as room_id, d.night::date::text as date,
      coalesce(n.price, case when extract(isodow from d.night) in (5, 6) and r.weekend_price is not null then r.weekend_price else r.price end)::text as price,
      coalesce(n.inventory, r.inventory) as inventory, coalesce(n.taken, 0) as taken,
      (n.inventory is not null or n.price is not null) as overridden
    from hotel_room r
    cross join generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as d(night)
    -- the range lets the join read only the stay's rows of the primary key, not every night of the room type
    left join hotel_night n on n.room_id = r.id and n.night = d.night::date and n.night >= ${checkIn}::date and n.night < ${checkOut}::date
    where r.id = any(${sql.val(roomIds)}::int[])
    order by r.id, d.night`.execute(db);
  for (const r of rows) {
    const inventory = Number(r.inventory);
    const taken = Number(r.taken);
    const night: Night = { date: r.date, price: Number(r.price), inventory, taken, left: Math.max(0, inventory - taken), closed: inventory === 0, overridden: r.overridden };
    const list = out.get(r.room_id) ?? [];
    list.push(night);
    out.set(r.room_id, list);
  }
  return out;
}

/** The stay's price and what is left, for `rooms` rooms. */
export function quoteOf(nights: Night[], checkIn: string, checkOut: string, rooms: number, currency: string): StayQuote {
  const perRoom = nights.reduce((sum, n) => sum + n.price, 0);
  const left = nights.length ? Math.min(...nights.map((n) => n.left)) : 0;
  return {
    check_in: checkIn,
    check_out: checkOut,
    nights: nights.map((n) => ({ date: n.date, price: n.price, left: n.left })),
    rooms,
    amount: perRoom * rooms,
    currency,
    left,
    available: left >= rooms,
  };
}

/** Locks a room type's row (bookings and the hotel's night changes of one room type queue here). */
export function lockRoom(trx: Transaction<DB>, roomId: number) {
  return trx.selectFrom('hotel_room').selectAll().where('id', '=', roomId).forUpdate().executeTakeFirst();
}

/** Takes `rooms` rooms on every night of the stay, or refuses with "sold out" (409) and takes nothing. The room type is locked. */
export async function takeNights(trx: Transaction<DB>, roomId: number, checkIn: string, checkOut: string, rooms: number): Promise<void> {
  const nights = (await nightsOf(trx, [roomId], checkIn, checkOut)).get(roomId) ?? [];
  if (nights.length === 0 || nights.some((n) => n.left < rooms)) throw conflict('hotel.sold_out');
  await sql`
    insert into hotel_night (room_id, night, taken)
    select ${roomId}, d.night::date, ${rooms} from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as d(night)
    on conflict (room_id, night) do update set taken = hotel_night.taken + excluded.taken`.execute(trx);
}

/** Gives the stay's rooms back (an unpaid order expired or was cancelled, a paid one cancelled or rejected). */
export async function giveNights(trx: Transaction<DB>, roomId: number, checkIn: string, checkOut: string, rooms: number): Promise<void> {
  await sql`update hotel_night set taken = greatest(0, taken - ${rooms}) where room_id = ${roomId} and night >= ${checkIn}::date and night < ${checkOut}::date`.execute(trx);
}

/** The hotel's own count and/or price for nights [from, to), or back to the room type's (`reset`). A count below what is taken is refused. */
export async function setNights(trx: Transaction<DB>, roomId: number, from: string, to: string, set: { inventory?: number; price?: number; reset?: true }): Promise<void> {
  if (set.inventory !== undefined) {
    const below = await trx
      .selectFrom('hotel_night')
      .select([sql<string>`night::text`.as('date'), 'taken'])
      .where('room_id', '=', roomId)
      .where(sql<boolean>`night >= ${from}::date and night < ${to}::date`)
      .where('taken', '>', set.inventory)
      .orderBy('night')
      .executeTakeFirst();
    if (below) throw conflict('hotel.night_below_taken', { date: below.date, taken: below.taken });
  }
  if (set.reset) {
    await sql`update hotel_night set inventory = null, price = null where room_id = ${roomId} and night >= ${from}::date and night < ${to}::date`.execute(trx);
  }
  if (set.inventory === undefined && set.price === undefined) return;
  await sql`
    insert into hotel_night (room_id, night, inventory, price)
    select ${roomId}, d.night::date, ${set.inventory ?? null}::int, ${set.price ?? null}::bigint
    from generate_series(${from}::date, ${to}::date - 1, interval '1 day') as d(night)
    on conflict (room_id, night) do update set
      inventory = coalesce(excluded.inventory, hotel_night.inventory),
      price = coalesce(excluded.price, hotel_night.price)`.execute(trx);
}
