import { HOTEL } from '@haiwai/contracts/hotels/constants';
import type { HotelRoom, StayQuote } from '@haiwai/contracts/hotels';
import { storeMediaHash } from '@haiwai/contracts/media-url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { badRequest, conflict, fieldError, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { route } from '../../core/routes.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { daysBetween, ensureHotelStats, loadHotel, ownHotel, type Db, type HotelRow } from './hotel-core.js';
import { lockRoom, nightsOf, quoteOf, setNights } from './nights.js';
import type { HotelRoomRow } from './schema.js';

/** Room types of a hotel (docs/hotels.md): the hotel's owner writes them; anyone reads the online ones of a live hotel. */

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const CALENDAR_MAX = 92;

export function presentRoom(r: HotelRoomRow, currency: string, quote: StayQuote | null, isOwner: boolean): HotelRoom {
  const photos = json<string[]>(r.photos) ?? [];
  return {
    id: r.id,
    hotel_id: r.hotel_id,
    name: r.name,
    description: r.description,
    price: Number(r.price),
    weekend_price: r.weekend_price === null ? null : Number(r.weekend_price),
    currency,
    inventory: r.inventory,
    max_guests: r.max_guests,
    area_sqm: r.area_sqm,
    bed: r.bed,
    photos,
    cover: photos[0] ?? null,
    facilities: r.facilities ?? [],
    status: r.status,
    sort: r.sort,
    quote,
    is_owner: isOwner,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

/** Our own uploads must exist (the schema let through only stored media URLs). */
async function checkPhotos(db: Db, photos: string[] | undefined): Promise<void> {
  const hashes = (photos ?? []).map(storeMediaHash).filter((h): h is string => h !== null);
  if (!hashes.length) return;
  const found = await db.selectFrom('media').select('hash').where('hash', 'in', hashes).execute();
  if (found.length < new Set(hashes).size) throw fieldError('body.photos', 'listing.bad_image');
}

/** A stay's dates must both be given, lie ahead (from today in the hotel's area) and last at most HOTEL.maxNights. */
export function checkStay(checkIn: string | undefined, checkOut: string | undefined, today: string | null): { checkIn: string; checkOut: string } | null {
  if (!checkIn && !checkOut) return null;
  if (!checkIn || !checkOut) throw badRequest('hotel.stay_dates');
  if (checkOut <= checkIn) throw fieldError('query.check_out', 'field.stay_order');
  const nights = daysBetween(checkIn, checkOut);
  if (nights > HOTEL.maxNights) throw badRequest('hotel.stay_too_long', { max: HOTEL.maxNights });
  if (today !== null) {
    if (checkIn < today) throw badRequest('hotel.stay_past');
    if (daysBetween(today, checkIn) > HOTEL.maxDaysAhead) throw badRequest('hotel.stay_too_far', { days: HOTEL.maxDaysAhead });
  }
  return { checkIn, checkOut };
}

/** A room type that is not deleted, with its hotel. */
export async function loadRoom(db: Db, id: number): Promise<{ room: HotelRoomRow; hotel: HotelRow } | null> {
  const room = await db.selectFrom('hotel_room').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!room) return null;
  const hotel = await loadHotel(db, room.hotel_id);
  if (!hotel || hotel.deleted) return null;
  return { room, hotel };
}

/** Visible to `user`: the owner always; others only an online room type of a live hotel. */
async function visibleRoom(db: Db, id: number, user: AuthUser | null) {
  const found = await loadRoom(db, id);
  if (!found) throw notFound('hotel.room_not_found');
  const owner = user?.id === found.hotel.user_id;
  if (!owner && (!found.hotel.live || found.room.status !== 'online')) throw notFound('hotel.room_not_found');
  return { ...found, owner };
}

async function quotesFor(db: Db, rooms: HotelRoomRow[], stay: { checkIn: string; checkOut: string } | null, count: number, currency: string) {
  if (!stay) return new Map<number, StayQuote>();
  const nights = await nightsOf(db, rooms.map((r) => r.id), stay.checkIn, stay.checkOut);
  return new Map(rooms.map((r) => [r.id, quoteOf(nights.get(r.id) ?? [], stay.checkIn, stay.checkOut, count, currency)]));
}

const roomPager = idPager('hotel.rooms');

/** The calls on room types: reading, the owner's writes, and the owner's nights. */
export function roomRoutes(app: FastifyInstance, db: Kysely<DB>) {
  roomReads(app, db);
  roomWrites(app, db);
  nightRoutes(app, db);
}

function roomReads(app: FastifyInstance, db: Kysely<DB>) {
  route(app, 'hotelRoomListUser', async ({ query, user }) => {
    const hotel = await loadHotel(db, query.hotel_id);
    const owner = Boolean(hotel && user && hotel.user_id === user.id);
    if (!hotel || hotel.deleted || (!owner && !hotel.live)) throw notFound('hotel.not_found');
    const stay = checkStay(query.check_in, query.check_out, null);
    const after = roomPager.after(query.cursor, 'id', 'asc');
    let q = db.selectFrom('hotel_room').selectAll().where('hotel_id', '=', hotel.id).where('deleted_at', 'is', null);
    if (!owner) q = q.where('status', '=', 'online');
    if (query.guests && !owner) q = q.where(sql<boolean>`max_guests * ${query.rooms} >= ${query.guests}`);
    const total = Number((await q.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const rows = await (after ? q.where(after) : q).orderBy('id', 'asc').limit(query.limit + 1).execute();
    const page = roomPager.take(rows, query.limit, 'asc');
    const quotes = await quotesFor(db, page.rows, stay, query.rooms, hotel.currency);
    return { list: page.rows.map((r) => presentRoom(r, hotel.currency, quotes.get(r.id) ?? null, owner)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  });

  route(app, 'hotelRoomInfo', async ({ params, query, user }) => {
    const { room, hotel, owner } = await visibleRoom(db, params.id, user);
    const stay = checkStay(query.check_in, query.check_out, null);
    const quotes = await quotesFor(db, [room], stay, query.rooms, hotel.currency);
    return presentRoom(room, hotel.currency, quotes.get(room.id) ?? null, owner);
  });
}

function roomWrites(app: FastifyInstance, db: Kysely<DB>) {
  route(app, 'hotelRoomSave', async ({ body, user }) => {
    const hotel = await ownHotel(db, body.hotel_id, user);
    await checkPhotos(db, body.photos);
    const { id, hotel_id: _hotelId, photos, ...fields } = body;
    const values = { ...fields, photos: JSON.stringify(photos), updated_at: new Date() };
    const row = await db.transaction().execute(async (trx) => {
      if (id) {
        const existing = await lockRoom(trx, id);
        if (!existing || existing.deleted_at || existing.hotel_id !== hotel.id) throw notFound('hotel.room_not_found');
        return trx.updateTable('hotel_room').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      }
      // The hotel's row lock keeps two saves from both passing the count.
      await trx.selectFrom('listing').select('id').where('id', '=', hotel.id).forUpdate().execute();
      const n = await trx.selectFrom('hotel_room').select(sql<string>`count(*)`.as('n')).where('hotel_id', '=', hotel.id).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(n.n) >= HOTEL.roomsPerHotel) throw conflict('hotel.room_limit', { max: HOTEL.roomsPerHotel });
      await ensureHotelStats(trx, hotel.id);
      return trx.insertInto('hotel_room').values({ ...values, hotel_id: hotel.id, user_id: user.id }).returningAll().executeTakeFirstOrThrow();
    });
    return presentRoom(row, hotel.currency, null, true);
  });

  route(app, 'hotelRoomFieldUpdate', async ({ params, body, user }) => {
    const found = await loadRoom(db, params.id);
    if (!found) throw notFound('hotel.room_not_found');
    const hotel = await ownHotel(db, found.hotel.id, user);
    await checkPhotos(db, body.photos);
    const { photos, ...fields } = body;
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const row = await db
      .updateTable('hotel_room')
      .set({ ...set, ...(photos ? { photos: JSON.stringify(photos) } : {}), updated_at: new Date() })
      .where('id', '=', params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentRoom(row, hotel.currency, null, true);
  });

  route(app, 'hotelRoomRemove', async ({ params, user }) => {
    const found = await loadRoom(db, params.id);
    if (!found) throw notFound('hotel.room_not_found');
    await ownHotel(db, found.hotel.id, user);
    await db.transaction().execute(async (trx) => {
      await lockRoom(trx, params.id);
      const open = await trx.selectFrom('hotel_order').select('id').where('room_id', '=', params.id).where('status', 'in', ['awaiting_payment', 'paid', 'confirmed', 'checked_in']).executeTakeFirst();
      if (open) throw conflict('hotel.room_open_orders');
      await trx.updateTable('hotel_room').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', params.id).execute();
    });
    return { ok: true as const };
  });
}

function nightRoutes(app: FastifyInstance, db: Kysely<DB>) {
  route(app, 'hotelRoomCalendar', async ({ query, user }) => {
    const found = await loadRoom(db, query.room_id);
    if (!found) throw notFound('hotel.room_not_found');
    await ownHotel(db, found.hotel.id, user);
    if (query.to <= query.from) throw fieldError('query.to', 'field.stay_order');
    if (daysBetween(query.from, query.to) > CALENDAR_MAX) throw badRequest('hotel.range_too_long', { max: CALENDAR_MAX });
    return (await nightsOf(db, [query.room_id], query.from, query.to)).get(query.room_id) ?? [];
  });

  route(app, 'hotelRoomNightSave', async ({ body, user }) => {
    const found = await loadRoom(db, body.room_id);
    if (!found) throw notFound('hotel.room_not_found');
    await ownHotel(db, found.hotel.id, user);
    if (daysBetween(body.from, body.to) > CALENDAR_MAX) throw badRequest('hotel.range_too_long', { max: CALENDAR_MAX });
    return db.transaction().execute(async (trx) => {
      await lockRoom(trx, body.room_id);
      await setNights(trx, body.room_id, body.from, body.to, body);
      return (await nightsOf(trx, [body.room_id], body.from, body.to)).get(body.room_id) ?? [];
    });
  });
}
