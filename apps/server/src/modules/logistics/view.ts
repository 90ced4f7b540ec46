import type { LogisticsLine, Shipment, ShipmentAddress, ShipmentDetail } from '@haiwai/contracts/logistics';
import type { Kysely, Transaction } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import type { AuthUser } from '../../core/routes.js';
import { nextStates } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { mayActOn } from '../notices/index.js';
import { shipmentFlow } from './flow.js';

type Db = Kysely<DB> | Transaction<DB>;
export type Viewer = AuthUser;

export const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const cover = (images: unknown) => json<string[] | null>(images)?.[0] ?? null;
/** The area's admins read a line under review. */
export const adminOf = (v: Viewer | null, siteAreaId: number) => !!v && mayActOn(v, siteAreaId);

export function lineQuery(db: Db) {
  return db
    .selectFrom('logistics_line as l')
    .innerJoin('listing as c', 'c.id', 'l.company_id')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select([
      'l.id', 'l.site_area_id', 'l.company_id', 'l.user_id', 'l.from_place', 'l.to_place', 'l.mode', 'l.price_per_kg', 'l.price_per_cbm', 'l.min_charge',
      'l.currency', 'l.days_min', 'l.days_max', 'l.note', 'l.status', 'l.review_reason', 'l.created_at', 'l.updated_at',
      'c.title as company_title', 'c.images as company_images', 'u.nickname', 'u.avatar',
    ]);
}
export type LineView = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

export function presentLine(r: LineView, viewer: Viewer | null): LogisticsLine {
  const mine = viewer?.id === r.user_id;
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    company: { id: r.company_id, title: r.company_title, cover: cover(r.company_images) },
    owner: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
    from_place: r.from_place,
    to_place: r.to_place,
    mode: r.mode,
    price_per_kg: Number(r.price_per_kg),
    price_per_cbm: Number(r.price_per_cbm),
    min_charge: Number(r.min_charge),
    currency: r.currency.trim(),
    days_min: r.days_min,
    days_max: r.days_max,
    note: r.note,
    status: r.status,
    review_reason: mine || adminOf(viewer, r.site_area_id) ? r.review_reason : null,
    is_mine: mine,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

export function shipmentQuery(db: Db) {
  return db
    .selectFrom('logistics_shipment as s')
    .innerJoin('logistics_line as l', 'l.id', 's.line_id')
    .innerJoin('listing as c', 'c.id', 'l.company_id')
    .innerJoin('app_user as u', 'u.id', 's.sender_id')
    .leftJoin('pay_order as o', 'o.id', 's.order_id')
    .select([
      's.id', 's.status', 's.line_id', 's.site_area_id', 's.sender_id', 's.company_user_id', 's.sender_address', 's.recipient_address', 's.parcels',
      's.weight_g', 's.volume_l', 's.goods', 's.note', 's.estimate', 's.quote_amount', 's.quote_note', 's.currency', 's.reason', 's.order_id',
      's.created_at', 's.updated_at',
      'l.from_place', 'l.to_place', 'l.mode', 'l.days_min', 'l.days_max', 'l.company_id',
      'c.title as company_title', 'c.images as company_images', 'u.nickname', 'u.avatar', 'o.order_no', 'o.state as order_state',
    ])
    .select((eb) => eb.selectFrom('logistics_log as g').select(eb.fn.countAll<string>().as('n')).whereRef('g.shipment_id', '=', 's.id').as('log_count'));
}
export type ShipmentView = Awaited<ReturnType<ReturnType<typeof shipmentQuery>['executeTakeFirstOrThrow']>>;

const PAID = new Set(['paid', 'fulfilled', 'partly_refunded', 'refunded']);
const OPEN = new Set(['created', 'awaiting_payment']);
/** The shipment's payment order is waiting to be paid: neither side moves it meanwhile. */
export const orderOpen = (r: Pick<ShipmentView, 'order_state'>) => !!r.order_state && OPEN.has(r.order_state);

export function presentShipment(r: ShipmentView, viewer: Viewer): Shipment {
  const isSender = viewer.id === r.sender_id;
  const isCompany = viewer.id === r.company_user_id;
  const asker = isSender ? nextStates(shipmentFlow, r.status, 'asker') : new Set();
  const owner = isCompany ? nextStates(shipmentFlow, r.status, 'owner') : new Set();
  const open = orderOpen(r);
  return {
    id: r.id,
    status: r.status,
    line: { id: r.line_id, from_place: r.from_place, to_place: r.to_place, mode: r.mode, days_min: r.days_min, days_max: r.days_max },
    company: { id: r.company_id, title: r.company_title, cover: cover(r.company_images) },
    sender: { id: r.sender_id, nickname: r.nickname, avatar: r.avatar },
    sender_address: json<ShipmentAddress>(r.sender_address),
    recipient_address: json<ShipmentAddress>(r.recipient_address),
    parcels: r.parcels,
    weight_kg: Number(r.weight_g) / 1000,
    volume_m3: Number(r.volume_l) / 1000,
    goods: r.goods,
    note: r.note,
    estimate: Number(r.estimate),
    quote_amount: r.quote_amount === null ? null : Number(r.quote_amount),
    quote_note: r.quote_note,
    currency: r.currency.trim(),
    reason: r.reason,
    order_id: r.order_id === null ? null : Number(r.order_id),
    order_no: r.order_no ?? null,
    paid: !!r.order_state && PAID.has(r.order_state),
    is_sender: isSender,
    is_company: isCompany,
    can: {
      quote: owner.has('quoted'),
      decline: owner.has('declined') && !open,
      accept: asker.has('accepted'),
      cancel: asker.has('cancelled') && !open,
      log: isCompany && (r.status === 'accepted' || r.status === 'in_transit'),
    },
    log_count: Number(r.log_count ?? 0),
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

export async function shipmentDetail(db: Db, r: ShipmentView, viewer: Viewer): Promise<ShipmentDetail> {
  const logs = await db.selectFrom('logistics_log').select(['id', 'place', 'note', 'status', 'created_at']).where('shipment_id', '=', r.id).orderBy('id').execute();
  return { ...presentShipment(r, viewer), logs: logs.map((g) => ({ id: g.id, place: g.place, note: g.note, status: g.status, created_at: epochSeconds(g.created_at) })) };
}
