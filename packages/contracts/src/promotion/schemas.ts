import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idSchema } from '../entities.js';
import { listingKindSchema } from '../listings/common-api.js';
import { order, payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { BALANCE_REASONS, COUNT_FIELDS, PROMOTION } from './constants.js';

/**
 * Top placement (`dataTopConfig/*`) and view/message counts (`dataAddNumberConfig/*`), sold through the payment
 * engine (docs/promotion.md). Pay calls answer the engine's `payStart`; packages are the caller's area's
 * `price_item` rows of kind `top` / `counts`, in its currency's minor unit.
 */

const money = z.number().int().describe('integer, in the currency’s minor unit');
const limit = z.coerce.number().int().min(1).max(PROMOTION.pageMax).default(20);
const pageQuery = z.object({ cursor: cursorParam, limit });

const pkg = { id: z.number().int(), code: z.string(), name: z.string(), amount: money, currency: z.string() };
export const topPackage = z.object({ ...pkg, days: z.number().int() });
export type TopPackage = z.infer<typeof topPackage>;
export const countsPackage = z.object({ ...pkg, views: z.number().int(), messages: z.number().int() });
export type CountsPackage = z.infer<typeof countsPackage>;

/** One of my listings as the top-up screen offers it. */
export const topListing = z.object({
  kind: listingKindSchema,
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  /** Placed on top until (seconds); null when never. */
  top_until: z.number().int().nullable(),
  /** Whole days of placement left (0 when not on top; a part of a day counts as one). */
  days_left: z.number().int(),
});
export type TopListing = z.infer<typeof topListing>;

/** One placement order: the order, and its listing as it is now (null once deleted). */
export const topPlacement = z.object({
  order,
  listing_kind: listingKindSchema,
  listing_id: z.number().int(),
  days: z.number().int(),
  listing: topListing.nullable(),
});
export type TopPlacement = z.infer<typeof topPlacement>;

export const countField = z.enum(COUNT_FIELDS);

/** My counts: the paid balance, and this month's free resume unlocks (spent first). */
export const countsBalance = z.object({
  views: z.number().int(),
  messages: z.number().int(),
  free: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resets_at: z.number().int() }),
});
export type CountsBalance = z.infer<typeof countsBalance>;

/** One change of the balance: bought (+), spent (−), refunded (−). */
export const balanceChange = z.object({
  id: z.number().int(),
  field: countField,
  delta: z.number().int(),
  reason: z.enum(BALANCE_REASONS),
  /** What the balance was after the change. */
  balance: z.number().int(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  /** What spent it (a resume: `jobHunt` and its id). */
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type BalanceChange = z.infer<typeof balanceChange>;

export const topPayBody = z.object({ config_id: idSchema, listing_kind: listingKindSchema, listing_id: idSchema });
export type TopPayBody = z.infer<typeof topPayBody>;
/** A VIP member's free top days of this month spent on one of their live listings (no payment). */
export const topFreeBody = z.object({ listing_kind: listingKindSchema, listing_id: idSchema, days: z.number().int().min(1).max(31) });
export type TopFreeBody = z.infer<typeof topFreeBody>;
export const countsPayBody = z.object({ config_id: idSchema });
export type CountsPayBody = z.infer<typeof countsPayBody>;

const tag = 'promotion';
export const promotionApi = {
  dataTopConfigList: route({ method: 'GET', path: '/dataTopConfig/list', access: 'public', tag, summary: 'Top placement packages of the caller’s area ({days}, price in its currency)', data: z.array(topPackage) }),
  dataTopConfigListings: route({
    method: 'GET',
    path: '/dataTopConfig/listing/list',
    access: 'user',
    tag,
    summary: 'My live listings of the caller’s area that can be placed on top, newest first, with their current placement',
    query: z.object({ kind: listingKindSchema.optional() }),
    data: z.array(topListing),
  }),
  dataTopConfigPay: route({
    method: 'POST',
    path: '/dataTopConfig/pay',
    access: 'user',
    errors: [403, 404, 409, 503],
    tag,
    summary: 'Buy top placement for one of my live listings: paid days extend its top_until',
    body: topPayBody,
    data: payStart,
  }),
  dataTopConfigFree: route({
    method: 'POST',
    path: '/dataTopConfig/free',
    access: 'user',
    errors: [403, 404, 409],
    tag,
    summary: 'A VIP member places one of their live listings on top with this month’s free top days (no payment)',
    body: topFreeBody,
    data: z.object({ listing_id: z.number().int(), top_until: z.number().int(), free_days_left: z.number().int() }),
  }),
  dataTopConfigOrderList: route({ method: 'GET', path: '/dataTopConfig/order/list', access: 'user', tag, summary: 'My top placement orders, newest first: listing, days left, order state', query: pageQuery, data: page(topPlacement) }),
  dataAddNumberConfigList: route({ method: 'GET', path: '/dataAddNumberConfig/list', access: 'public', tag, summary: 'View/message count packages of the caller’s area ({views, messages}, price in its currency)', data: z.array(countsPackage) }),
  dataAddNumberConfigPay: route({ method: 'POST', path: '/dataAddNumberConfig/pay', access: 'user', errors: [404, 409, 503], tag, summary: 'Buy views and messages: added to my balance once paid', body: countsPayBody, data: payStart }),
  dataAddNumberConfigOrderList: route({ method: 'GET', path: '/dataAddNumberConfig/order/list', access: 'user', tag, summary: 'My view/message count orders, newest first', query: pageQuery, data: page(order) }),
  dataAddNumberConfigBalance: route({ method: 'GET', path: '/dataAddNumberConfig/balance', access: 'user', quiet: true, tag, summary: 'My paid balance of views and messages, and this month’s free resume unlocks', data: countsBalance }),
  dataAddNumberConfigHistory: route({ method: 'GET', path: '/dataAddNumberConfig/balance/history', access: 'user', tag, summary: 'Every change of my balance, newest first: bought, spent, refunded', query: pageQuery, data: page(balanceChange) }),
};
