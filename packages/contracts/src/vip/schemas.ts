import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idSchema } from '../entities.js';
import { route } from '../route.js';
import { order, payStart, priceItem, PAYMENT } from '../payments/index.js';
import { OPEN_TARGETS, OPENING_STATES } from './constants.js';

/**
 * VIP and merchant opening (docs/vip.md). The spec names `POST user/vip/pay` and `POST user/open/pay` and
 * says "the matching list and order-list calls are GET"; the rest are new paths beside them. Pay calls answer
 * the engine's `payStart`; order lists are the engine's orders of the one kind.
 */

/** A VIP tier as sold in the caller's area: the price item with its terms read out. */
export const vipTier = priceItem.extend({
  days: z.number().int(),
  live_limit: z.number().int(),
  free_top_days: z.number().int(),
});
export type VipTier = z.infer<typeof vipTier>;

/** My VIP: `active` while `until` is in the future; the tier and benefits of the last purchase. */
export const vipInfo = z.object({
  active: z.boolean(),
  /** Unix seconds; null: never a member. */
  until: z.number().int().nullable(),
  tier: z.string().nullable(),
  /** Live listings I may have in this area now (the VIP's, or the area's member limit). */
  live_limit: z.number().int(),
  /** Live listings I have in this area now (counted as the limit counts them). */
  live_count: z.number().int(),
  /** Free top-placement days per calendar month (UTC) while VIP; 0 otherwise. */
  free_top_days: z.number().int(),
  free_top_days_left: z.number().int(),
});
export type VipInfo = z.infer<typeof vipInfo>;

/** What opening costs in the caller's area: one entry per target the area charges for (none: opening is free). */
export const openPrice = priceItem.extend({ target: z.enum(OPEN_TARGETS) });
export type OpenPrice = z.infer<typeof openPrice>;

/** A registration's opening: what the registration screens show beside a company or shop waiting for its fee. */
export const openingInfo = z.object({
  listing_id: z.number().int(),
  target: z.enum(OPEN_TARGETS),
  state: z.enum(OPENING_STATES),
  /** The price now (null when the area stopped charging; the registration then goes to review on its own). */
  price: openPrice.nullable(),
});
export type OpeningInfo = z.infer<typeof openingInfo>;

const limit = z.coerce.number().int().min(1).max(PAYMENT.pageMax).default(20);
const orderListQuery = z.object({ cursor: cursorParam, limit });

export const vipApi = {
  vipList: route({ method: 'GET', path: '/user/vip/list', access: 'public', tag: 'vip', summary: 'The VIP tiers of the caller’s area, in its currency', data: z.array(vipTier) }),
  vipInfo: route({ method: 'GET', path: '/user/vip/info', access: 'user', tag: 'vip', summary: 'My VIP: until when, tier, benefits, free top days left this month', data: vipInfo }),
  vipPay: route({ method: 'POST', path: '/user/vip/pay', access: 'user', errors: [409, 503], tag: 'vip', summary: 'Buy or renew VIP (renewing extends from the current end)', body: z.object({ price_id: idSchema }), data: payStart }),
  vipOrderList: route({ method: 'GET', path: '/user/vip/order/list', access: 'user', tag: 'vip', summary: 'My VIP orders, newest first', query: orderListQuery, data: page(order) }),
  openList: route({ method: 'GET', path: '/user/open/list', access: 'public', tag: 'vip', summary: 'What opening a company or shop costs in the caller’s area (empty: free)', data: z.array(openPrice) }),
  openInfo: route({ method: 'GET', path: '/user/open/info', access: 'user', tag: 'vip', summary: 'The opening state of one of my registrations', query: z.object({ listing_id: idSchema }), data: openingInfo }),
  openPay: route({ method: 'POST', path: '/user/open/pay', access: 'user', errors: [409, 503], tag: 'vip', summary: 'Pay the opening fee of my registration; paid, it goes to review', body: z.object({ listing_id: idSchema }), data: payStart }),
  openOrderList: route({ method: 'GET', path: '/user/open/order/list', access: 'user', tag: 'vip', summary: 'My opening orders, newest first', query: orderListQuery, data: page(order) }),
};
