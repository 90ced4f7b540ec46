import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { areaCodeSchema, idParam } from '../entities.js';
import { payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { RECHARGE, RECHARGE_STATES } from './constants.js';

/**
 * Phone top-up (docs/recharge.md). The spec names `rechargePhone/sava` (its spelling kept) and says phone
 * recharge has "similar list/info/save calls"; `config` gives the screen its operators and face values.
 * Paying goes through the payment engine: `sava` answers the engine's `payStart`.
 */

const money = z.number().int().describe('integer, in the currency’s minor unit');
const currency = z.string().regex(/^[A-Z]{3}$/);

export const rechargeFaceValue = z.object({
  /** The credit put on the phone, in the operator's currency (minor unit). */
  amount: money,
  currency,
  /** What the buyer pays for it, in the area's currency (minor unit, as the payment engine counts it). */
  price: money,
  price_currency: currency,
});
export type RechargeFaceValue = z.infer<typeof rechargeFaceValue>;

export const rechargeOperatorItem = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  face_values: z.array(rechargeFaceValue),
});
export type RechargeOperatorItem = z.infer<typeof rechargeOperatorItem>;

export const rechargeConfig = z.object({
  /** The country of the asked calling code (default: the caller's area's country). */
  country: z.object({ iso: z.string(), calling_code: z.string(), currency, ported_often: z.boolean() }),
  /** Whether the caller's area can pay for this country's top-ups (its currency is the area's). */
  payable: z.boolean(),
  operators: z.array(rechargeOperatorItem),
  /** The asked number, normalised, with the operator its block belongs to (null: not recognised). */
  number: z.object({ e164: z.string(), valid: z.boolean(), operator_id: z.string().nullable() }).nullable(),
  /** Calling codes whose numbers can be topped up. */
  calling_codes: z.array(z.string()),
});
export type RechargeConfig = z.infer<typeof rechargeConfig>;

export const rechargeOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  phone: z.string().describe('E.164'),
  operator_id: z.string(),
  operator_name: z.string(),
  face_value: money,
  face_currency: currency,
  amount: money,
  currency,
  state: z.enum(RECHARGE_STATES),
  /** Why it was refunded, in the caller's language; null otherwise. */
  failure: z.string().nullable(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  done_at: z.number().int().nullable(),
  /** Unpaid and still payable: pay it with the engine's `orderPay`. */
  can_pay: z.boolean(),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

const nationalNumber = z.string().trim().regex(/^[\d\s-]{5,20}$/, 'mobile');

export const rechargeSaveBody = z
  .object({
    /** The whole number in E.164 (`+84961234567`); or `area_code` + `mobile`. */
    phone: z.string().trim().regex(/^\+[\d\s-]{6,20}$/, 'recharge_phone').optional(),
    area_code: areaCodeSchema.optional(),
    mobile: nationalNumber.optional(),
    operator: z.string().trim().regex(/^[a-z]{2}-[a-z0-9]{1,20}$/, 'recharge_operator'),
    face_value: z.coerce.number().int().positive().max(RECHARGE.faceValueMax).describe('the face value’s amount, as `config` lists it'),
  })
  .refine((b) => Boolean(b.phone ?? (b.area_code && b.mobile)), { message: 'recharge_phone', path: ['mobile'] });

const limit = z.coerce.number().int().min(1).max(RECHARGE.pageMax).default(20);

export const rechargeApi = {
  rechargePhoneConfig: route({
    method: 'GET',
    path: '/rechargePhone/config',
    access: 'public',
    tag: 'recharge',
    summary: 'Operators and face values for a calling code (default: the area’s country), and the operator of a number as typed',
    query: z.object({ area_code: areaCodeSchema.optional(), mobile: z.string().trim().regex(/^[\d\s-]{1,20}$/, 'mobile').optional().describe('as typed so far') }),
    data: rechargeConfig,
  }),
  rechargePhoneSave: route({
    method: 'POST',
    path: '/rechargePhone/sava',
    access: 'user',
    errors: [409, 503],
    tag: 'recharge',
    summary: 'Order a phone top-up (number, operator, face value) and start paying it through the payment engine; the top-up is sent once paid',
    body: rechargeSaveBody,
    data: payStart,
  }),
  rechargePhoneList: route({
    method: 'GET',
    path: '/rechargePhone/list',
    access: 'user',
    tag: 'recharge',
    summary: 'My phone top-ups, newest first: unpaid, topping up, done, refunded',
    query: z.object({ state: z.enum(RECHARGE_STATES).optional(), cursor: cursorParam, limit }),
    data: page(rechargeOrder),
  }),
  rechargePhoneInfo: route({ method: 'GET', path: '/rechargePhone/info/:id', access: 'user', tag: 'recharge', summary: 'One of my phone top-ups', params: idParam, data: rechargeOrder }),
};
