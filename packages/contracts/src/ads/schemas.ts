import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, storedUrlSchema } from '../entities.js';
import { chatCard } from '../chat/schemas.js';
import { orderState, payStart, priceItem } from '../payments/schemas.js';
import { route } from '../route.js';
import { AD_STATES, ADS, DAY_PATTERN } from './constants.js';

/**
 * The ad slots' calls (docs/ads.md): positions with their taken dates, buying (pay), my ads, an ad's page,
 * and the area admins' review. Paths follow the spec's `carousel/registration/*`.
 */

const day = z.string().regex(DAY_PATTERN, 'date');
const limit = z.coerce.number().int().min(1).max(ADS.pageMax).default(20);

export const adState = z.enum(AD_STATES);

/** A position on sale in the caller's area: its per-day price and the days nobody may buy any more. */
export const adPosition = z.object({
  price: priceItem,
  position: z.string(),
  /** The first and last day one may buy now (the area's tomorrow, and `horizonDays` later). */
  first_day: day,
  last_day: day,
  /** Days of [first_day, last_day] already held by an order (paid or still being paid). */
  taken: z.array(day),
  max_days: z.number().int(),
  time_zone: z.string(),
});
export type AdPosition = z.infer<typeof adPosition>;

export const adPayBody = z.object({
  /** The position's price (`price_item` of kind `ad` in the caller's area). */
  price_id: idSchema,
  /** The days to show, in the area's time zone: consecutive or not, each once, from tomorrow on. */
  dates: z.array(day).min(1).max(ADS.maxDays),
  image: storedUrlSchema,
  title: z.string().trim().min(1).max(ADS.titleMax),
  text: z.string().trim().max(ADS.textMax).default(''),
  /** One of my listings or my company (a company is a listing of kind `company`); none: the ad's page stands alone. */
  listing_id: idSchema.optional(),
  /** A phone number, WeChat id or the like, shown on the ad's page. */
  contact: z.string().trim().max(ADS.contactMax).default(''),
});
export type AdPayBody = z.infer<typeof adPayBody>;

/** One of my ads, with its order's state. */
export const myAd = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  order_state: orderState,
  amount: z.number().int(),
  currency: z.string(),
  position: z.string(),
  dates: z.array(day),
  image: z.string(),
  title: z.string(),
  text: z.string(),
  listing_id: z.number().int().nullable(),
  contact: z.string(),
  state: adState,
  /** The admin's reason, when rejected. */
  reject_reason: z.string().nullable(),
  created_at: z.number().int(),
});
export type MyAd = z.infer<typeof myAd>;

/** What an ad's page shows: image, text, the advertiser, the listing or company it points to, contact. */
export const adPage = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  text: z.string(),
  contact: z.string(),
  advertiser: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() }),
  listing: chatCard.nullable(),
});
export type AdPage = z.infer<typeof adPage>;

export const adminAd = myAd.extend({
  site_area_id: z.number().int(),
  advertiser: z.object({ id: z.number().int(), nickname: z.string() }),
  listing: chatCard.nullable(),
});
export type AdminAd = z.infer<typeof adminAd>;

export const adReviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(ADS.reasonMax) }),
]);

/** Taking an approved ad down: why (told to the advertiser). The days not yet begun are refunded. */
export const adWithdrawBody = z.object({ reason: z.string().trim().min(1).max(ADS.reasonMax) });

export const adsApi = {
  adPositions: route({ method: 'GET', path: '/carousel/registration/list', access: 'public', tag: 'ads', summary: 'The ad positions of the caller’s area: per-day price, buyable days and the days already taken', data: z.array(adPosition) }),
  adPay: route({ method: 'POST', path: '/carousel/registration/pay', access: 'user', errors: [404, 409, 503], tag: 'ads', summary: 'Buy an ad slot for some days (price × days); the days are held while it is paid, then the area’s admin reviews the creative', body: adPayBody, data: payStart, errorStyle: 'modal' }),
  adOrderList: route({ method: 'GET', path: '/carousel/registration/order/list', access: 'user', tag: 'ads', summary: 'My ads, newest first: dates, review and order state', query: z.object({ cursor: cursorParam, limit }), data: page(myAd) }),
  adInfo: route({ method: 'GET', path: '/carousel/registration/info/:id', access: 'optional', tag: 'ads', summary: 'An approved ad’s page (its advertiser also sees it before approval)', params: idParam, data: adPage }),
  adAdminList: route({ method: 'GET', path: '/carousel/registration/admin/list', access: 'admin', permission: 'review', tag: 'ads', summary: 'Ads of my areas by state (default: waiting for review), oldest first', query: z.object({ site_area_id: idSchema.optional(), state: adState.default('pending_review'), cursor: cursorParam, limit }), data: page(adminAd) }),
  adAdminReview: route({ method: 'POST', path: '/carousel/registration/admin/review/:id', access: 'admin', permission: 'review', errors: [409], tag: 'ads', summary: 'Approve an ad’s creative, or reject it with a reason (the order is refunded whole and its days freed); audited', params: idParam, body: adReviewBody, data: adminAd }),
  adAdminWithdraw: route({ method: 'POST', path: '/carousel/registration/admin/withdraw/:id', access: 'admin', errors: [409], tag: 'ads', summary: 'Take an approved ad down now, with a reason: it leaves the carousel, the days from today on are freed and refunded (per-day price × days); audited, the advertiser is told', params: idParam, body: adWithdrawBody, data: adminAd }),
};
