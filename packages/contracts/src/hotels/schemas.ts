import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { contactPhoneSchema, idParam, idSchema, storedUrlSchema } from '../entities.js';
import { listingCard, listingUser } from '../listings/schemas.js';
import { payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { HOTEL, HOTEL_BEDS, HOTEL_FACILITY_CODES, HOTEL_ORDER_STATUSES, HOTEL_ORDER_UPDATES } from './constants.js';
import { stayDate } from './list-query.js';

/**
 * The hotels module's calls (docs/hotels.md). The hotel itself is a listing kind: `hotel/list`, `hotel/info/{id}`,
 * `hotel/save`, `hotel/fieldUpdate/{id}`, DELETE `hotel/{id}`, `hotel/list_user` and the area's review come from
 * the listing engine (listings/kinds/hotel.ts). Here: tags, room types and their nights, quotes, orders, reviews.
 * Money is an integer in the area currency's minor unit everywhere.
 */

const money = z.number().int().describe('integer, minor unit of the currency');
const moneyIn = z.coerce.number().int().min(0).max(HOTEL.priceMax);
const seconds = z.number().int();
const ok = z.object({ ok: z.literal(true) });
const label = z.object({ zh: z.string().trim().min(1).max(HOTEL.tagNameMax), en: z.string().trim().min(1).max(HOTEL.tagNameMax), vi: z.string().trim().min(1).max(HOTEL.tagNameMax) });
const limit = z.coerce.number().int().min(1).max(HOTEL.pageMax).default(20);

export const hotelOrderStatusSchema = z.enum(HOTEL_ORDER_STATUSES);

// ── Tags ─────────────────────────────────────────────────────────────────────────────────────────────────
/** A tag of the area's catalogue (a hotel's listing `tags` hold codes). `name` is in the caller's language. */
export const hotelTag = z.object({ id: z.number().int(), site_area_id: z.number().int(), code: z.string(), name: z.string(), names: label, sort: z.number().int(), enabled: z.boolean() });
export type HotelTag = z.infer<typeof hotelTag>;
export const hotelTagSaveBody = z.object({
  id: idSchema.optional(),
  /** The area the tag belongs to (0: every area, super admins only); default the admin's request area. */
  site_area_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  code: z.string().trim().regex(/^[a-z0-9_]{1,20}$/, 'tag'),
  names: label,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});

// ── Stay (dates) ─────────────────────────────────────────────────────────────────────────────────────────
const stay = { check_in: stayDate, check_out: stayDate };
const staysValid = <T extends z.ZodType<{ check_in?: string; check_out?: string }>>(s: T) =>
  s.refine((v) => !v.check_in || !v.check_out || v.check_out > v.check_in, { message: 'stay_order', path: ['check_out'] });

/** The price of a stay in one room type: each night's price (weekend and the hotel's own night prices applied), × rooms. */
export const stayQuote = z.object({
  check_in: z.string(),
  check_out: z.string(),
  nights: z.array(z.object({ date: z.string(), price: money, left: z.number().int() })),
  rooms: z.number().int(),
  /** Total for the stay and rooms. */
  amount: money,
  currency: z.string(),
  /** Rooms of this type free on every night of the stay (the smallest night). */
  left: z.number().int(),
  available: z.boolean(),
});
export type StayQuote = z.infer<typeof stayQuote>;

// ── Room types ───────────────────────────────────────────────────────────────────────────────────────────
export const hotelRoom = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Per night; Friday and Saturday nights take `weekend_price` when set. */
  price: money,
  weekend_price: money.nullable(),
  currency: z.string(),
  /** Rooms of this type (each night's own count may differ: `hotel/room/calendar`). */
  inventory: z.number().int(),
  max_guests: z.number().int(),
  area_sqm: z.number().int().nullable(),
  bed: z.string().nullable(),
  photos: z.array(z.string()),
  cover: z.string().nullable(),
  facilities: z.array(z.string()),
  status: z.enum(['online', 'offline']),
  sort: z.number().int(),
  /** With `check_in`/`check_out` in the query: the stay's price and rooms left; else null. */
  quote: stayQuote.nullable(),
  is_owner: z.boolean(),
  created_at: seconds,
  updated_at: seconds,
});
export type HotelRoom = z.infer<typeof hotelRoom>;
export const hotelRoomPage = page(hotelRoom, { total: 'counted' });

const roomFields = {
  name: z.string().trim().min(1).max(HOTEL.roomNameMax),
  description: z.string().trim().max(HOTEL.roomDescriptionMax),
  price: moneyIn.refine((n) => n > 0, { message: 'price_positive' }),
  weekend_price: moneyIn.nullable(),
  inventory: z.coerce.number().int().min(0).max(HOTEL.inventoryMax),
  max_guests: z.coerce.number().int().min(1).max(HOTEL.maxGuests),
  area_sqm: z.coerce.number().int().min(1).max(10_000).nullable(),
  bed: z.enum(Object.keys(HOTEL_BEDS) as [string, ...string[]]).nullable(),
  photos: z.array(storedUrlSchema).min(1).max(HOTEL.roomPhotosMax),
  facilities: z.array(z.enum(HOTEL_FACILITY_CODES)).max(HOTEL.facilitiesMax).refine((a) => new Set(a).size === a.length, { message: 'duplicate' }),
  status: z.enum(['online', 'offline']),
  sort: z.coerce.number().int().min(0).max(9999),
};
export const hotelRoomSaveBody = z.object({
  id: idSchema.optional().describe('edit this room type (its hotel stays)'),
  hotel_id: idSchema,
  ...roomFields,
  description: roomFields.description.default(''),
  weekend_price: roomFields.weekend_price.optional().default(null),
  area_sqm: roomFields.area_sqm.optional().default(null),
  bed: roomFields.bed.optional().default(null),
  facilities: roomFields.facilities.default([]),
  status: roomFields.status.default('online'),
  sort: roomFields.sort.default(0),
});
export const hotelRoomFieldUpdateBody = z
  .object(roomFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'nothing_to_do' });

export const hotelRoomListQuery = staysValid(
  z.object({
    hotel_id: idSchema,
    ...stay,
    check_in: stayDate.optional(),
    check_out: stayDate.optional(),
    guests: z.coerce.number().int().min(1).max(HOTEL.maxGuests).optional(),
    rooms: z.coerce.number().int().min(1).max(HOTEL.maxRooms).default(1),
    cursor: cursorParam,
    limit: z.coerce.number().int().min(1).max(HOTEL.roomsPerHotel).default(HOTEL.roomsPerHotel),
  }),
);
export const hotelRoomInfoQuery = staysValid(z.object({ check_in: stayDate.optional(), check_out: stayDate.optional(), rooms: z.coerce.number().int().min(1).max(HOTEL.maxRooms).default(1) }));

/** One night of a room type as the hotel sees it: its price, its count, what is taken (held or booked) and left. */
export const roomNight = z.object({ date: z.string(), price: money, inventory: z.number().int(), taken: z.number().int(), left: z.number().int(), closed: z.boolean(), overridden: z.boolean() });
export const roomCalendarQuery = staysValid(z.object({ room_id: idSchema, from: stayDate, to: stayDate }).transform((v) => ({ ...v, check_in: v.from, check_out: v.to })));
/** The hotel sets nights from `from` up to (not including) `to`: their own count (0 closes them) and/or price; `reset` goes back to the room type's. */
export const roomNightSaveBody = z
  .object({
    room_id: idSchema,
    from: stayDate,
    to: stayDate,
    inventory: z.coerce.number().int().min(0).max(HOTEL.inventoryMax).optional(),
    price: moneyIn.optional(),
    reset: z.literal(true).optional(),
  })
  .refine((v) => v.to > v.from, { message: 'stay_order', path: ['to'] })
  .refine((v) => v.reset || v.inventory !== undefined || v.price !== undefined, { message: 'nothing_to_do' });

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────────────
/** The hotel's cancellation policy, fixed on the order when it is placed. */
export const cancelPolicy = z.object({
  /** Free cancellation up to this many days before the check-in day. */
  free_cancel_days: z.number().int(),
  /** Later, the hotel keeps this share (percent) of the amount. */
  cancel_fee_percent: z.number().int(),
});
export type CancelPolicy = z.infer<typeof cancelPolicy>;

const party = listingUser;
export const hotelOrder = z.object({
  id: z.number().int(),
  status: hotelOrderStatusSchema,
  /** The status in the caller's language. */
  status_label: z.string(),
  hotel: z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable(), address: z.string().nullable(), phone: z.string().nullable(), site_area_id: z.number().int() }),
  room: z.object({ id: z.number().int(), name: z.string(), cover: z.string().nullable() }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guests: z.number().int(),
  contact_name: z.string(),
  contact_phone: z.string(),
  remark: z.string(),
  amount: money,
  currency: z.string(),
  /** Refunded so far (a cancel, a rejection). */
  refund_amount: money,
  /** The payment engine's order: pay again with `user/order/pay/{pay_order_id}`; receipt `/pagesA/pay/receipt?id=`. */
  pay_order_id: z.number().int(),
  pay_order_no: z.string(),
  /** Unpaid: the rooms are held until then (seconds). */
  hold_until: seconds.nullable(),
  /** Paid and not answered: confirmed automatically at this time (seconds). */
  confirm_by: seconds.nullable(),
  policy: cancelPolicy,
  /** What cancelling now would refund (null when the caller cannot cancel). */
  cancel_refund: money.nullable(),
  /** The hotel's reason for a rejection, or the guest's for a cancel. */
  reason: z.string().nullable(),
  /** The review of this stay, once written. */
  review_id: z.number().int().nullable(),
  guest: party,
  is_guest: z.boolean(),
  is_hotel: z.boolean(),
  can: z.object({ pay: z.boolean(), cancel: z.boolean(), confirm: z.boolean(), reject: z.boolean(), check_in: z.boolean(), complete: z.boolean(), no_show: z.boolean(), review: z.boolean() }),
  created_at: seconds,
  updated_at: seconds,
});
export type HotelOrder = z.infer<typeof hotelOrder>;
export const hotelOrderPage = page(hotelOrder, { total: 'counted' });

export const hotelOrderSaveBody = staysValid(
  z.object({
    room_id: idSchema,
    ...stay,
    rooms: z.coerce.number().int().min(1).max(HOTEL.maxRooms).default(1),
    guests: z.coerce.number().int().min(1).max(HOTEL.maxGuests),
    contact_name: z.string().trim().min(1).max(32),
    contact_phone: contactPhoneSchema,
    remark: z.string().trim().max(HOTEL.remarkMax).default(''),
  }),
);
export type HotelOrderSaveBody = z.output<typeof hotelOrderSaveBody>;
/** `hotel/order/save`: the payment engine's answer (the web's `usePay()` handles it) plus the hotel order. Both null: no payment handler in the area, nothing booked. */
export const hotelOrderStart = payStart.extend({ hotel_order: hotelOrder.nullable() });
export type HotelOrderStart = z.infer<typeof hotelOrderStart>;

export const hotelQuoteQuery = staysValid(z.object({ room_id: idSchema, ...stay, rooms: z.coerce.number().int().min(1).max(HOTEL.maxRooms).default(1), guests: z.coerce.number().int().min(1).max(HOTEL.maxGuests).optional() }));
export const hotelQuote = stayQuote.extend({ room_id: z.number().int(), hotel_id: z.number().int(), policy: cancelPolicy, free_cancel_until: z.string().nullable() });
export type HotelQuote = z.infer<typeof hotelQuote>;

const orderListQuery = z.object({ status: hotelOrderStatusSchema.optional(), cursor: cursorParam, limit });
export const hotelOrderUpdateBody = z
  .object({ status: z.enum(HOTEL_ORDER_UPDATES), reason: z.string().trim().max(HOTEL.reasonMax).optional() })
  .refine((v) => v.status !== 'rejected' || Boolean(v.reason && v.reason.length >= 2), { message: 'reason_required', path: ['reason'] });

// ── Reviews ──────────────────────────────────────────────────────────────────────────────────────────────
export const hotelCommentReply = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }),
  content: z.string(),
  /** 1–5 on a review; null on the hotel's answer. */
  rating: z.number().int().nullable(),
  like_count: z.number().int(),
  is_like: z.boolean(),
  reply_to_user: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  parent_id: z.number().int().nullable(),
  created_at: seconds,
  is_mine: z.boolean(),
  is_hidden: z.boolean(),
});
export const hotelComment = hotelCommentReply.extend({ replies: z.array(hotelCommentReply), reply_count: z.number().int() });
export type HotelComment = z.infer<typeof hotelComment>;
export const hotelCommentSaveBody = z
  .object({
    hotel_id: idSchema,
    content: z.string().trim().min(1).max(HOTEL.reviewMax),
    /** A review: the completed stay it is about, and its 1–5 rating. */
    order_id: idSchema.optional(),
    rating: z.coerce.number().int().min(1).max(5).optional(),
    /** The hotel's answer to a review. */
    parent_id: idSchema.optional(),
  })
  .refine((v) => v.parent_id !== undefined || (v.order_id !== undefined && v.rating !== undefined), { message: 'review_needs_order', path: ['order_id'] });

/** A hotel card on `hotel/list`: the listing card plus what the hotels module adds. */
export const hotelCard = listingCard.extend({
  /** Cheapest nightly price of a free room type for the stay (without dates: of any room type); null when none. */
  price_from: money.nullable(),
  /** With dates: rooms of the cheapest free room type left for the stay. */
  rooms_left: z.number().int().nullable(),
  /** Average rating (one decimal) and number of reviews. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** With lat/lng in the query. */
  distance_km: z.number().nullable(),
  star: z.number().int().nullable(),
});
export type HotelCard = z.infer<typeof hotelCard>;
/** Summary the hotel detail screen adds (`hotel/info/{id}` is the listing engine's detail; this is its rating block). */

export const hotelsApi = {
  hotelTagList: route({ method: 'GET', path: '/hotel/tag/list', access: 'optional', tag: 'hotel', summary: 'The area’s hotel tags (enabled ones; an admin of the area also sees disabled ones with `all=1`)', query: z.object({ all: z.enum(['0', '1']).optional(), site_area_id: idSchema.optional() }), data: z.array(hotelTag) }),
  hotelTagSave: route({ method: 'POST', path: '/hotel/tag/save', access: 'admin', errors: [409], tag: 'hotel', summary: 'Add or edit a hotel tag of the admin’s area (audited). A code is unique per area.', body: hotelTagSaveBody, data: hotelTag }),

  hotelRoomListUser: route({ method: 'GET', path: '/hotel/room/list_user', access: 'optional', tag: 'hotel', summary: 'Room types of a hotel: its owner sees all, others the online ones of a live hotel; with dates each carries the stay’s quote', query: hotelRoomListQuery, data: hotelRoomPage }),
  hotelRoomInfo: route({ method: 'GET', path: '/hotel/room/info/:id', access: 'optional', tag: 'hotel', summary: 'One room type, with the stay’s quote when dates are given', params: idParam, query: hotelRoomInfoQuery, data: hotelRoom }),
  hotelRoomSave: route({ method: 'POST', path: '/hotel/room/save', access: 'user', errors: [409], tag: 'hotel', summary: 'Add a room type to my hotel, or edit one (`id`)', body: hotelRoomSaveBody, data: hotelRoom }),
  hotelRoomFieldUpdate: route({ method: 'POST', path: '/hotel/room/fieldUpdate/:id', access: 'user', tag: 'hotel', summary: 'Change some fields of my room type (price, inventory, status online/offline…)', params: idParam, body: hotelRoomFieldUpdateBody, data: hotelRoom }),
  hotelRoomRemove: route({ method: 'DELETE', path: '/hotel/room/:id', access: 'user', errors: [409], tag: 'hotel', summary: 'Delete my room type (refused while it has open orders)', params: idParam, data: ok }),
  hotelRoomCalendar: route({ method: 'GET', path: '/hotel/room/calendar', access: 'user', tag: 'hotel', summary: 'My room type’s nights from..to (at most 92): price, count, taken, left', query: roomCalendarQuery, data: z.array(roomNight) }),
  hotelRoomNightSave: route({ method: 'POST', path: '/hotel/room/night/save', access: 'user', errors: [409], tag: 'hotel', summary: 'Set my room type’s count (0 closes) and/or price for nights from..to (at most 92), or reset them', body: roomNightSaveBody, data: z.array(roomNight) }),

  hotelQuote: route({ method: 'GET', path: '/hotel/order/quote', access: 'optional', tag: 'hotel', summary: 'Price and rooms left of a stay in a room type, with the cancellation policy', query: hotelQuoteQuery, data: hotelQuote }),
  hotelOrderSave: route({ method: 'POST', path: '/hotel/order/save', access: 'user', errors: [409, 429, 503], errorStyle: 'modal', tag: 'hotel', summary: 'Book a stay: holds the rooms for 15 minutes and opens the payment (answer as every pay call: `order`, `pay`, plus `hotel_order`). Sold out: 409.', body: hotelOrderSaveBody, data: hotelOrderStart }),
  hotelOrderList: route({ method: 'GET', path: '/hotel/order/list', access: 'user', tag: 'hotel', summary: 'My stays (as a guest), newest first', query: orderListQuery, data: hotelOrderPage }),
  hotelOrderListHotel: route({ method: 'GET', path: '/hotel/order/list_hotel', access: 'user', tag: 'hotel', summary: 'Orders of my hotels (optionally one), newest first', query: orderListQuery.extend({ hotel_id: idSchema.optional() }), data: hotelOrderPage }),
  hotelOrderInfo: route({ method: 'GET', path: '/hotel/order/info/:id', access: 'user', tag: 'hotel', summary: 'One order (its guest or its hotel)', params: idParam, data: hotelOrder }),
  hotelOrderFieldUpdate: route({
    method: 'POST',
    path: '/hotel/order/fieldUpdate/:id',
    access: 'user',
    errors: [409],
    tag: 'hotel',
    summary: 'Move an order: the hotel confirms, rejects (reason; full refund), checks in, checks out (completed) or marks a no-show; the guest cancels (refund by the policy). Both sides are told.',
    params: idParam,
    body: hotelOrderUpdateBody,
    data: hotelOrder,
  }),

  hotelCommentList: route({ method: 'GET', path: '/hotel/comment/list', access: 'optional', tag: 'hotel', summary: 'A hotel’s reviews, newest first, each with the hotel’s answer; with parent_id: that review’s answers', query: z.object({ hotel_id: idSchema, parent_id: idSchema.optional(), cursor: cursorParam, limit }), data: page(hotelComment) }),
  hotelCommentSave: route({ method: 'POST', path: '/hotel/comment/save', access: 'user', errors: [409, 429], tag: 'hotel', summary: 'Review a completed stay (order_id, rating 1–5, once per order), or answer a review of my hotel (parent_id, once)', body: hotelCommentSaveBody, data: hotelComment }),
  hotelCommentLikeSave: route({ method: 'POST', path: '/hotel/comment/like/save', access: 'user', tag: 'hotel', summary: 'Toggle my like of a review (or set it with `on`)', body: z.object({ id: idSchema, on: z.boolean().optional() }), data: z.object({ id: z.number().int(), like_count: z.number().int(), is_like: z.boolean() }) }),
  hotelCommentRemove: route({ method: 'DELETE', path: '/hotel/comment/:id', access: 'user', tag: 'hotel', summary: 'Delete my review or answer (the hotel may delete answers on its hotel)', params: idParam, data: ok }),
};
