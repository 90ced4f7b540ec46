import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, int4Schema } from '../entities.js';
import { route } from '../route.js';
import { ORDER_STATES, PAY_PROVIDERS, PAYMENT } from './constants.js';

/**
 * The payment engine's calls (docs/payments.md): my orders and their receipts, paying and cancelling, the
 * sandbox's confirm, prices, and the admins' prices, orders, refunds and ledger. What is sold has its own
 * pay call in its feature (`dataTopConfig/pay`, `user/vip/pay`…), all answering `payStart`.
 */

const money = z.number().int().describe('integer, in the currency’s minor unit (ISO 4217: VND none, USD cents)');
const currency = z.string().regex(/^[A-Z]{3}$/);
const kind = z.string().regex(/^[a-z][a-z_]{1,23}$/, 'kind');

export const orderState = z.enum(ORDER_STATES);
export const payProvider = z.enum(PAY_PROVIDERS);

export const order = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: z.string(),
  /** What is bought, in the caller's language ("Top placement · 7 days · 3-room flat in District 1"). */
  title: z.string(),
  /** The kind's own description of what is bought (listing id, days, slot and dates, phone number…). */
  subject: z.record(z.string(), z.unknown()),
  amount: money,
  currency,
  state: orderState,
  provider: payProvider.nullable(),
  paid_amount: money,
  refunded_amount: money,
  /** Why it failed, in the caller's language; null otherwise. */
  failure: z.string().nullable(),
  created_at: z.number().int(),
  /** Unpaid orders expire at this time (seconds). */
  expires_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  fulfilled_at: z.number().int().nullable(),
  closed_at: z.number().int().nullable(),
  /** What the caller may do now. */
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
});
export type Order = z.infer<typeof order>;

export const orderMove = z.object({ from: orderState, to: orderState, at: z.number().int(), reason: z.string().nullable() });
export const orderRefund = z.object({ id: z.number().int(), amount: money, state: z.enum(['pending', 'done', 'failed']), reason: z.string(), created_at: z.number().int(), done_at: z.number().int().nullable() });

/** A receipt: the order, its moves, refunds, and who sold it. */
export const orderReceipt = order.extend({
  moves: z.array(orderMove),
  refunds: z.array(orderRefund),
  payment_ref: z.string().nullable(),
  seller: z.object({ name: z.string(), site_area: z.string() }),
  buyer: z.object({ id: z.number().int(), nickname: z.string() }),
});
export type OrderReceipt = z.infer<typeof orderReceipt>;

/**
 * What every pay call answers. `pay` says where the payer goes (an app path for the sandbox, the provider's
 * page otherwise). Both null: no provider can take this area's money — the app shows the customer-service
 * message for 2 s and opens customer service (spec: "pay without a handler"); no order was made.
 */
export const payStart = z.object({
  order: order.nullable(),
  pay: z.object({ provider: payProvider, url: z.string() }).nullable(),
});
export type PayStart = z.infer<typeof payStart>;

export const priceItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  code: z.string(),
  name: z.string(),
  amount: money,
  currency,
  /** The package's terms, per kind: {days}, {views, messages}, {tier, days, live_limit, free_top_days}… */
  spec: z.record(z.string(), z.unknown()),
  sort: z.number().int(),
});
export type PriceItem = z.infer<typeof priceItem>;

export const adminPriceItem = priceItem.extend({
  site_area_id: z.number().int(),
  names: z.object({ zh: z.string(), en: z.string().optional(), vi: z.string().optional() }),
  enabled: z.boolean(),
  updated_at: z.number().int(),
});

export const adminOrder = order.extend({ user_id: z.number().int(), site_area_id: z.number().int(), payment_ref: z.string().nullable() });

export const ledgerLine = z.object({
  provider: z.string(),
  currency,
  payments: z.number().int(),
  payment_total: money,
  refunds: z.number().int(),
  refund_total: money,
  net: money,
});
export const ledgerEntry = z.object({ id: z.number().int(), order_no: z.string(), kind: z.string(), provider: z.string(), type: z.enum(['payment', 'refund']), amount: money, currency, provider_ref: z.string(), at: z.number().int() });
export const ledgerReport = z.object({ site_area_id: z.number().int(), date: z.string(), time_zone: z.string(), lines: z.array(ledgerLine), entries: z.array(ledgerEntry) });
export type LedgerReport = z.infer<typeof ledgerReport>;

const limit = z.coerce.number().int().min(1).max(PAYMENT.pageMax).default(20);
/** A calendar day that exists (2026-02-30 is refused here, not by the database). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2999;
  }, 'date');
const reason = z.string().trim().min(1).max(PAYMENT.reasonMax);

export const ledgerQuery = z.object({ site_area_id: idSchema, date: day, provider: payProvider.optional() });

export const paymentsApi = {
  orderList: route({ method: 'GET', path: '/user/order/list', access: 'user', tag: 'payments', summary: 'My orders of every kind, newest first', query: z.object({ kind: kind.optional(), state: orderState.optional(), cursor: cursorParam, limit }), data: page(order) }),
  orderInfo: route({ method: 'GET', path: '/user/order/info/:id', access: 'user', tag: 'payments', summary: 'One of my orders with its receipt: moves, refunds, seller', params: idParam, data: orderReceipt }),
  orderByNo: route({ method: 'GET', path: '/user/order/no/:order_no', access: 'user', tag: 'payments', summary: 'One of my orders by its number (where a provider sends the payer back)', params: z.object({ order_no: z.string().regex(/^[A-Z0-9]{8,32}$/, 'order_no') }), data: order }),
  orderPay: route({ method: 'POST', path: '/user/order/pay/:id', access: 'user', errors: [409, 503], tag: 'payments', summary: 'Pay an order still awaiting payment again (a new attempt at its provider)', params: idParam, data: payStart }),
  orderCancel: route({ method: 'POST', path: '/user/order/cancel/:id', access: 'user', errors: [409], tag: 'payments', summary: 'Cancel an unpaid order; what it held is freed', params: idParam, data: order }),
  paySandboxConfirm: route({ method: 'POST', path: '/pay/sandbox/confirm', access: 'user', errors: [409], tag: 'payments', summary: 'The sandbox provider’s answer (development and demo only): the payer taps “pay” or “fail”', body: z.object({ id: idSchema, outcome: z.enum(['paid', 'failed']) }), data: order }),
  payPrices: route({ method: 'GET', path: '/pay/price/list', access: 'public', tag: 'payments', summary: 'What the caller’s area sells of a kind, in its currency', query: z.object({ kind }), data: z.array(priceItem) }),
  adminPriceList: route({ method: 'GET', path: '/admin/pay/price/list', access: 'admin', permission: 'settings', tag: 'payments', summary: 'An area’s prices (regional admins: their areas)', query: z.object({ site_area_id: idSchema, kind: kind.optional() }), data: z.array(adminPriceItem) }),
  adminPriceSave: route({
    method: 'POST',
    path: '/admin/pay/price/save',
    access: 'admin', permission: 'settings',
    errors: [409],
    tag: 'payments',
    summary: 'Create or change a price of an area, in its currency; audited',
    body: z.object({
      id: idSchema.optional(),
      site_area_id: idSchema,
      kind,
      code: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'code'),
      names: z.object({ zh: z.string().trim().min(1).max(60), en: z.string().trim().max(60).optional(), vi: z.string().trim().max(60).optional() }),
      amount: z.number().int().min(1).max(PAYMENT.amountMax),
      spec: z.record(z.string(), z.union([z.number().int().min(0).max(100_000), z.string().max(60), z.boolean()])).default({}),
      sort: int4Schema.default(100),
      enabled: z.boolean().default(true),
    }),
    data: adminPriceItem,
  }),
  adminOrderList: route({ method: 'GET', path: '/admin/pay/order/list', access: 'admin', permission: 'finance.read', tag: 'payments', summary: 'Orders of an area, newest first', query: z.object({ site_area_id: idSchema, kind: kind.optional(), state: orderState.optional(), cursor: cursorParam, limit }), data: page(adminOrder) }),
  adminOrderRefund: route({ method: 'POST', path: '/admin/pay/order/refund/:id', access: 'admin', permission: 'finance.write', errors: [409], tag: 'payments', summary: 'Refund a paid order, whole or part; what was granted is taken back; audited', params: idParam, body: z.object({ amount: z.number().int().min(1).max(PAYMENT.amountMax).optional(), reason }), data: adminOrder }),
  adminLedgerReport: route({ method: 'GET', path: '/admin/pay/ledger/report', access: 'admin', permission: 'finance.read', tag: 'payments', summary: 'One day of an area’s money movements per provider, in the area’s time zone (CSV: /api/admin/pay/ledger/report.csv)', query: ledgerQuery, data: ledgerReport }),
};
