/**
 * Top placement and view/message counts (docs/promotion.md), the zod-free part: the order kinds they sell on
 * the payment engine, what a counts balance holds, why it changes, and the screens' paths.
 */

/** The payment engine's order kinds (payments ORDER_KINDS) and the `price_item` kinds of their packages. */
export const PROMOTION_KINDS = { top: 'top', counts: 'counts' } as const;

/** What a counts package adds to the balance: resume unlocks (查看) and messages (沟通). */
export const COUNT_FIELDS = ['views', 'messages'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** Every change of a balance: bought (+, a paid order), spent (−, an unlock), refunded (−, a refund took the grant back). */
export const BALANCE_REASONS = ['bought', 'spent', 'refunded'] as const;
export type BalanceReason = (typeof BALANCE_REASONS)[number];

export const PROMOTION = {
  pageMax: 50,
  /** How many of my listings the top-up screen offers at most (newest first). */
  listingsMax: 100,
} as const;

/** The spec's screens (route table titles topUp, topUpList, numberBuy, numberBuyList). */
export const PROMOTION_PATHS = {
  topUp: '/pagesA/common/top-up',
  topUpList: '/pagesA/common/top-up-list',
  numberBuy: '/pagesA/common/number-buy',
  numberBuyList: '/pagesA/common/number-buy-list',
} as const;

/** The top-up screen with one of my listings chosen (the manage screens' "top" button). */
export const topUpPath = (kind: string, id: number) => `${PROMOTION_PATHS.topUp}?kind=${encodeURIComponent(kind)}&id=${id}`;
