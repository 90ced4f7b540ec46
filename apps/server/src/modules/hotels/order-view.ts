import type { HotelOrder } from '@haiwai/contracts/hotels';
import { HOTEL_ORDER_STATUS_LABELS } from '@haiwai/contracts/hotels/constants';
import type { Lang } from '@haiwai/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { epochSeconds, epochSecondsOrNull } from '../../core/time.js';
import { nextStates } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { cancelRefund, daysBetween, localDay } from './hotel-core.js';
import { hotelOrderFlow } from './order-flow.js';

type Db = Kysely<DB> | Transaction<DB>;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** An order with its hotel, room type, payment order, guest and area (one query: lists read pages of these). */
export function orderQuery(db: Db) {
  return db
    .selectFrom('hotel_order as o')
    .innerJoin('pay_order as p', 'p.id', 'o.pay_order_id')
    .innerJoin('listing as l', 'l.id', 'o.hotel_id')
    .innerJoin('hotel_room as r', 'r.id', 'o.room_id')
    .innerJoin('app_user as u', 'u.id', 'o.user_id')
    .innerJoin('site_area as s', 's.id', 'o.site_area_id')
    .selectAll('o')
    .select([
      'p.order_no as pay_order_no', 'p.state as pay_state', 'p.expires_at as pay_expires_at',
      'l.title as hotel_title', 'l.images as hotel_images', 'l.address as hotel_address', 'l.contact_phone as hotel_phone',
      'r.name as room_name', 'r.photos as room_photos',
      'u.nickname as guest_nickname', 'u.avatar as guest_avatar',
      's.time_zone',
      sql<boolean>`exists (select 1 from vip_member v where v.user_id = o.user_id and v.vip_until > now())`.as('guest_is_vip'),
      // The live review that spent this stay (hidden ones too: the unique index of hotel_comment.order_id).
      sql<number | null>`(select c.id from hotel_comment c where c.order_id = o.id and c.rating is not null and c.deleted_at is null)`.as('review_id'),
    ]);
}
export type OrderView = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

export const viewOrder = (db: Db, id: number) => orderQuery(db).where('o.id', '=', id).executeTakeFirst();

const policyOf = (o: OrderView) => ({ free_cancel_days: o.free_cancel_days, cancel_fee_percent: o.cancel_fee_percent });

/** What the viewer (its guest, its hotel) may do now: the workflow's moves, with the dates' conditions. */
function permissions(o: OrderView, viewerId: number, now: Date) {
  const today = localDay(now, o.time_zone);
  const guest = o.user_id === viewerId;
  const hotel = o.owner_id === viewerId;
  const asGuest = guest ? nextStates(hotelOrderFlow, o.status, 'asker') : new Set<string>();
  const asHotel = hotel ? nextStates(hotelOrderFlow, o.status, 'owner') : new Set<string>();
  const started = today >= o.check_in;
  return {
    pay: guest && o.status === 'awaiting_payment' && o.pay_state === 'awaiting_payment' && new Date(o.pay_expires_at) > now,
    cancel: asGuest.has('cancelled') && (o.status === 'awaiting_payment' || !started),
    confirm: asHotel.has('confirmed'),
    reject: asHotel.has('rejected'),
    check_in: asHotel.has('checked_in') && started,
    complete: asHotel.has('completed'),
    no_show: asHotel.has('no_show') && started,
    review: guest && o.status === 'completed' && o.review_id === null,
  };
}

export function presentOrder(o: OrderView, viewerId: number, lang: Lang, now = new Date()): HotelOrder {
  const can = permissions(o, viewerId, now);
  const amount = Number(o.amount);
  const hotelImages = json<string[]>(o.hotel_images) ?? [];
  const roomPhotos = json<string[]>(o.room_photos) ?? [];
  const paid = o.status !== 'awaiting_payment';
  return {
    id: o.id,
    status: o.status,
    status_label: HOTEL_ORDER_STATUS_LABELS[o.status][lang],
    hotel: { id: o.hotel_id, title: o.hotel_title, cover: hotelImages[0] ?? null, address: o.hotel_address, phone: o.hotel_phone, site_area_id: o.site_area_id },
    room: { id: o.room_id, name: o.room_name, cover: roomPhotos[0] ?? null },
    check_in: o.check_in,
    check_out: o.check_out,
    nights: daysBetween(o.check_in, o.check_out),
    rooms: o.rooms,
    guests: o.guests,
    contact_name: o.contact_name,
    contact_phone: o.contact_phone,
    remark: o.remark,
    amount,
    currency: o.currency,
    refund_amount: Number(o.refund_amount),
    pay_order_id: Number(o.pay_order_id),
    pay_order_no: o.pay_order_no,
    hold_until: o.status === 'awaiting_payment' ? epochSeconds(o.pay_expires_at) : null,
    confirm_by: o.status === 'paid' ? epochSecondsOrNull(o.confirm_by) : null,
    policy: policyOf(o),
    cancel_refund: can.cancel ? (paid ? cancelRefund(amount, policyOf(o), o.check_in, localDay(now, o.time_zone)) : 0) : null,
    reason: o.reason,
    review_id: o.review_id,
    guest: { id: o.user_id, nickname: o.guest_nickname, avatar: o.guest_avatar, is_vip: o.guest_is_vip },
    is_guest: o.user_id === viewerId,
    is_hotel: o.owner_id === viewerId,
    can,
    created_at: epochSeconds(o.created_at),
    updated_at: epochSeconds(o.updated_at),
  };
}
