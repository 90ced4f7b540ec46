import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema } from '../entities.js';
import { listingUser } from '../listings/schemas.js';
import { payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { LOGISTICS, LOGISTICS_LINE_STATUSES, LOGISTICS_MODES, SHIPMENT_MOVES, SHIPMENT_STATUSES } from './constants.js';

/**
 * Logistics (spec: `/pagesA/logistics/list`, `detail`, `manage`, `manage-detail`, POST `logisticsLog`, "similar
 * list/info/save calls"; docs/logistics.md): companies' lines reviewed by the area, shipment requests from my
 * addresses, the company's quote, the sender's acceptance (paid through the engine when the area takes payments
 * online), tracking entries the sender sees live, delivery.
 */

const money = z.number().int().describe('integer, in the currency’s minor unit (ISO 4217: VND none, USD cents)');
const place = z.string().trim().min(2).max(LOGISTICS.placeMax);
export const logisticsModeSchema = z.enum(LOGISTICS_MODES);
export const logisticsLineStatusSchema = z.enum(LOGISTICS_LINE_STATUSES);
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
const limit = z.coerce.number().int().min(1).max(LOGISTICS.pageMax).default(20);
const company = z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable() });

export const logisticsLine = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  company,
  owner: listingUser,
  from_place: z.string(),
  to_place: z.string(),
  mode: logisticsModeSchema,
  price_per_kg: money,
  price_per_cbm: money,
  min_charge: money,
  currency: z.string(),
  days_min: z.number().int(),
  days_max: z.number().int(),
  note: z.string(),
  status: logisticsLineStatusSchema,
  /** Why the review refused it (its company and the area's admins see it). */
  review_reason: z.string().nullable(),
  is_mine: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type LogisticsLine = z.infer<typeof logisticsLine>;

/** An address as the shipment keeps it (a copy: editing or deleting the address book later changes nothing). */
export const shipmentAddress = z.object({
  recipient: z.string(),
  phone: z.string(),
  area: z.string(),
  street: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type ShipmentAddress = z.infer<typeof shipmentAddress>;

export const shipmentLog = z.object({
  id: z.number().int(),
  place: z.string(),
  note: z.string(),
  /** The shipment's state once the entry was written (`in_transit` or `delivered`). */
  status: shipmentStatusSchema,
  created_at: z.number().int(),
});
export type ShipmentLog = z.infer<typeof shipmentLog>;

export const shipment = z.object({
  id: z.number().int(),
  status: shipmentStatusSchema,
  line: z.object({ id: z.number().int(), from_place: z.string(), to_place: z.string(), mode: logisticsModeSchema, days_min: z.number().int(), days_max: z.number().int() }),
  company,
  sender: listingUser,
  sender_address: shipmentAddress,
  recipient_address: shipmentAddress,
  parcels: z.number().int(),
  weight_kg: z.number(),
  volume_m3: z.number(),
  goods: z.string(),
  note: z.string(),
  /** The line's price for this weight and volume when it was asked for. */
  estimate: money,
  /** The company's quote. */
  quote_amount: money.nullable(),
  quote_note: z.string().nullable(),
  currency: z.string(),
  /** Why the company declined. */
  reason: z.string().nullable(),
  /** The payment order (online payment areas): its number, and whether it is paid. */
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  paid: z.boolean(),
  is_sender: z.boolean(),
  is_company: z.boolean(),
  can: z.object({ quote: z.boolean(), decline: z.boolean(), accept: z.boolean(), cancel: z.boolean(), log: z.boolean() }),
  log_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Shipment = z.infer<typeof shipment>;
export const shipmentDetail = shipment.extend({ logs: z.array(shipmentLog) });
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

export const logisticsLinePage = page(logisticsLine, { total: 'counted' });
export const shipmentPage = page(shipment, { total: 'counted' });

export const logisticsLineSaveBody = z
  .object({
    id: idSchema.optional().describe('edit this line (goes back to review)'),
    company_id: idSchema.describe('my company that passed the area’s review'),
    from_place: place,
    to_place: place,
    mode: logisticsModeSchema,
    price_per_kg: z.number().int().min(0).max(LOGISTICS.perKgMax),
    price_per_cbm: z.number().int().min(0).max(LOGISTICS.priceMax),
    min_charge: z.number().int().min(0).max(LOGISTICS.priceMax),
    days_min: z.number().int().min(1).max(LOGISTICS.daysMax),
    days_max: z.number().int().min(1).max(LOGISTICS.daysMax),
    note: z.string().trim().max(LOGISTICS.noteMax).default(''),
  })
  .refine((b) => b.days_max >= b.days_min, { message: 'logistics_days_order', path: ['days_max'] })
  .refine((b) => b.price_per_kg > 0 || b.price_per_cbm > 0, { message: 'logistics_price_required', path: ['price_per_kg'] });

export const shipmentRequestBody = z.object({
  line_id: idSchema,
  sender_address_id: idSchema.describe('one of my addresses'),
  recipient_address_id: idSchema.describe('one of my addresses'),
  parcels: z.number().int().min(1).max(LOGISTICS.parcelsMax),
  weight_kg: z.number().positive().max(LOGISTICS.weightKgMax),
  volume_m3: z.number().min(0).max(LOGISTICS.volumeM3Max).default(0),
  goods: z.string().trim().min(2).max(LOGISTICS.goodsMax),
  note: z.string().trim().max(LOGISTICS.noteMax).default(''),
});

export const shipmentMoveBody = z
  .object({
    status: z.enum(SHIPMENT_MOVES),
    amount: z.number().int().min(1).max(LOGISTICS.priceMax * 10).optional().describe('quoted: the price, minor units'),
    note: z.string().trim().max(LOGISTICS.reasonMax).optional().describe('quoted: what the price covers'),
    reason: z.string().trim().min(2).max(LOGISTICS.reasonMax).optional().describe('declined: why'),
  })
  .refine((b) => b.status !== 'quoted' || b.amount !== undefined, { message: 'logistics_amount_required', path: ['amount'] })
  .refine((b) => b.status !== 'declined' || b.reason !== undefined, { message: 'reason_required', path: ['reason'] });

export const logisticsLogBody = z.object({
  shipment_id: idSchema,
  place: z.string().trim().min(2).max(LOGISTICS.logPlaceMax),
  note: z.string().trim().max(LOGISTICS.logNoteMax).default(''),
  delivered: z.boolean().default(false).describe('this entry is the delivery: the shipment is delivered'),
});

const lineQuery = z.object({
  to: z.string().trim().max(LOGISTICS.placeMax).optional().describe('destination contains'),
  from: z.string().trim().max(LOGISTICS.placeMax).optional().describe('origin contains'),
  mode: logisticsModeSchema.optional(),
  cursor: cursorParam,
  limit,
});

export const logisticsApi = {
  logisticsList: route({ method: 'GET', path: '/logistics/list', access: 'optional', tag: 'logistics', summary: 'Listed lines of the area (passed review), newest first; by destination, origin and mode', query: lineQuery, data: logisticsLinePage }),
  logisticsInfo: route({ method: 'GET', path: '/logistics/info/:id', access: 'optional', tag: 'logistics', summary: 'A line with its prices; unlisted ones only for their company and the area’s admins', params: idParam, data: logisticsLine }),
  logisticsSave: route({
    method: 'POST',
    path: '/logistics/save',
    access: 'user',
    tag: 'logistics',
    summary: 'A company (my company that passed review) publishes or edits a line; it waits for the area’s review',
    body: logisticsLineSaveBody,
    data: logisticsLine,
  }),
  logisticsListUser: route({ method: 'GET', path: '/logistics/list_user', access: 'user', tag: 'logistics', summary: 'My companies’ lines in every state, newest first', query: z.object({ cursor: cursorParam, limit }), data: logisticsLinePage }),
  logisticsDelete: route({ method: 'DELETE', path: '/logistics/:id', access: 'user', tag: 'logistics', summary: 'Take my line down (its open shipments go on)', params: idParam, data: logisticsLine }),
  logisticsAdminList: route({
    method: 'GET',
    path: '/admin/vn/logistics/list',
    access: 'admin',
    permission: 'review',
    tag: 'logistics',
    summary: 'Lines of my areas; `status=reviewing` is the review queue, oldest first',
    query: z.object({ status: logisticsLineStatusSchema.optional(), site_area_id: idSchema.optional(), cursor: cursorParam, limit }),
    data: logisticsLinePage,
  }),
  logisticsAdminReview: route({
    method: 'POST',
    path: '/admin/vn/logistics/review/:id',
    access: 'admin',
    permission: 'review',
    errors: [409],
    tag: 'logistics',
    summary: 'The area’s admin lists a line or refuses it with a reason; the company gets a notice; audited',
    params: idParam,
    body: z.object({ pass: z.boolean(), reason: z.string().trim().min(2).max(LOGISTICS.reasonMax).optional() }).refine((b) => b.pass || b.reason !== undefined, { message: 'reason_required', path: ['reason'] }),
    data: logisticsLine,
  }),
  logisticsShipmentSave: route({
    method: 'POST',
    path: '/logistics/shipment/save',
    access: 'user',
    errors: [429],
    tag: 'logistics',
    summary: 'Ask a listed line to ship: sender and recipient from my addresses, parcels, weight, volume, goods; the company quotes',
    body: shipmentRequestBody,
    data: shipmentDetail,
  }),
  logisticsShipmentList: route({
    method: 'GET',
    path: '/logistics/shipment/list',
    access: 'user',
    tag: 'logistics',
    summary: 'Shipments I sent (`side=sender`) or my companies carry (`side=company`), newest first',
    query: z.object({ side: z.enum(['sender', 'company']).default('sender'), status: shipmentStatusSchema.optional(), cursor: cursorParam, limit }),
    data: shipmentPage,
  }),
  logisticsShipmentInfo: route({ method: 'GET', path: '/logistics/shipment/info/:id', access: 'user', tag: 'logistics', summary: 'One shipment with its tracking entries, for its sender and its company (anyone else: 404)', params: idParam, data: shipmentDetail }),
  logisticsShipmentMove: route({
    method: 'POST',
    path: '/logistics/shipment/move/:id',
    access: 'user',
    errors: [409],
    tag: 'logistics',
    summary: 'The company quotes (price, note) or declines (reason); the sender cancels before accepting',
    params: idParam,
    body: shipmentMoveBody,
    data: shipmentDetail,
  }),
  logisticsShipmentAccept: route({
    method: 'POST',
    path: '/logistics/shipment/accept/:id',
    access: 'user',
    errors: [409, 503],
    tag: 'logistics',
    summary: 'The sender accepts the quote: paid through the payment engine when the area takes payments online (accepted once paid), else accepted at once',
    params: idParam,
    data: z.object({ shipment: shipmentDetail, pay: payStart.nullable() }),
  }),
  logisticsLog: route({
    method: 'POST',
    path: '/logisticsLog',
    access: 'user',
    errors: [409],
    tag: 'logistics',
    summary: 'The company appends a tracking entry (place, note) to an accepted shipment; the first puts it in transit, `delivered` ends it. The sender sees it live',
    body: logisticsLogBody,
    data: shipmentDetail,
  }),
};
