/**
 * Phone top-up (spec "pagesA/recharge/phone/home, list"; docs/recharge.md), the zod-free part shared by the
 * server and the web screen: the countries whose prepaid numbers can be topped up, their operators, the
 * sandbox's test numbers and the order states. The countries and operators are `operators.ts`; recognising the
 * operator from a number is `recognise.ts`.
 */
export * from './operators.js';
export * from './recognise.js';

/**
 * Numbers the sandbox airtime provider (AIRTIME_PROVIDER=sandbox) treats specially, so the demo can walk every
 * path: `failing` is refused by the "operator" (the order ends refunded), `pending` is first answered "still
 * processing" and done at the first status check. Any other number succeeds at once.
 */
export const RECHARGE_SANDBOX_NUMBERS = {
  failing: '+84909000404',
  pending: '+84909000202',
} as const;

/**
 * A top-up order's states as the list shows them: paid and being delivered (`topping_up`), delivered
 * (`done`), refused by the operator and the money given back (`refunded`); before payment `unpaid`, and a
 * payment never made `closed`.
 */
export const RECHARGE_STATES = ['unpaid', 'topping_up', 'done', 'refunded', 'closed'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];

export const RECHARGE = {
  /** National numbers (trunk prefix dropped) in the supported countries are 8–12 digits. */
  nationalMin: 8,
  nationalMax: 12,
  pageMax: 50,
  /** Larger than any face value in minor units (IDR 1,000,000). */
  faceValueMax: 100_000_000,
} as const;
