/**
 * Ad slots in the home carousel (docs/ads.md): zod-free constants shared by the server and the web app.
 * A position is an area's `price_item` of kind `ad` (spec {position, per_day}); its price is per day.
 */
export const ADS = {
  /** The order kind on the payment engine. */
  kind: 'ad',
  /** How many days ahead the buy screen shows (and a buyer may pick), from tomorrow on. */
  horizonDays: 60,
  /** At most this many days in one order. */
  maxDays: 30,
  titleMax: 40,
  textMax: 500,
  contactMax: 60,
  reasonMax: 200,
  pageMax: 50,
  detailPath: '/pages/common/ad-detail',
  buyPath: '/pagesA/common/ad-buy',
  listPath: '/pagesA/common/ad-buy-list',
} as const;

/**
 * Where an ad stands: `unpaid` while its order waits for payment (the dates are held), `pending_review` once
 * paid, then `approved` (shown on its dates) or `rejected` (refunded, dates freed); `closed`: the order expired,
 * was cancelled, failed or was refunded before approval; `refunded`: an approved ad refunded by an admin.
 */
export const AD_STATES = ['unpaid', 'pending_review', 'approved', 'rejected', 'closed', 'refunded'] as const;
export type AdState = (typeof AD_STATES)[number];

/** A calendar day in the area's time zone, `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const adDetailPath = (id: number) => `${ADS.detailPath}?id=${id}`;
