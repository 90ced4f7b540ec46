import { z } from 'zod';
import { idSchema } from '../entities.js';
import { route } from '../route.js';
import { CURRENCY_PATTERN, EXCHANGE, RATE_PATTERN, RATE_SOURCES } from './constants.js';

/**
 * Exchange rates (docs/exchange.md): the rates of the caller's area, the converter (spec `POST exchange`) and
 * the area admin's rate setting (spec `POST admin/siteArea/putExchange`). Spread into the one API table.
 */

const currency = z.string().regex(CURRENCY_PATTERN, 'currency');
/** A positive decimal string: rates never travel as floating-point numbers. */
const rateText = z.string().regex(RATE_PATTERN, 'rate').refine((v) => /[1-9]/.test(v), { message: 'rate' });
const seconds = z.number().int();

export const currencyRate = z.object({
  currency: z.string(),
  /** Digits of its minor unit: amounts of it are integers of 10^-exponent (VND 0, USD 2). */
  exponent: z.number().int(),
  /** The rate in force in this area: units per 1 USD, an exact decimal. */
  per_usd: z.string(),
  source: z.enum(RATE_SOURCES),
  updated_at: seconds,
  /** Older than the configured threshold (EXCHANGE_STALE_HOURS): shown with a warning. */
  stale: z.boolean(),
  /** The feed's (or snapshot's) rate when an admin's overrides it here; else equal to per_usd. */
  feed_per_usd: z.string().nullable(),
  /** Who set an admin rate: only shown to admins of the area. */
  set_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CurrencyRate = z.infer<typeof currencyRate>;

/** One currency against the area's: 1 `currency` = `rate` area units; 1 area unit = `inverse` of it. */
export const rateRow = z.object({
  currency: z.string(),
  rate: z.string(),
  inverse: z.string(),
  /** The older of the two rates it is made of; stale when either is; 'admin' when either was set by an admin. */
  updated_at: seconds,
  source: z.enum(RATE_SOURCES),
  stale: z.boolean(),
});
export type RateRow = z.infer<typeof rateRow>;

export const exchangeRates = z.object({
  site_area_id: z.number().int(),
  area_currency: z.string(),
  base: z.string(),
  home: z.string(),
  stale_after_hours: z.number(),
  /** The area's currency first, then CNY, USD and the other enabled areas' currencies. */
  currencies: z.array(currencyRate),
  /** Every currency of `currencies` but the area's own, against it. */
  rows: z.array(rateRow),
});
export type ExchangeRates = z.infer<typeof exchangeRates>;

export const conversion = z.object({
  from: z.string(),
  to: z.string(),
  /** What was converted, in minor units of `from`. */
  amount: z.number().int(),
  /** The converted amount in minor units of `to`, rounded once, halves away from zero. */
  result: z.number().int(),
  exponent: z.number().int(),
  /** Units of `to` per 1 `from`, and back (10 significant digits). */
  rate: z.string(),
  inverse: z.string(),
  updated_at: seconds,
  source: z.enum(RATE_SOURCES),
  stale: z.boolean(),
});
export type Conversion = z.infer<typeof conversion>;

export const putExchangeBody = z.object({
  site_area_id: idSchema,
  /** Rates for this area, units per 1 USD; null removes the area's own rate (the feed's applies again). */
  rates: z
    .array(z.object({ currency, per_usd: rateText.nullable() }))
    .min(1)
    .max(20)
    .refine((list) => new Set(list.map((r) => r.currency)).size === list.length, { message: 'currency_twice' }),
});

export const exchangeApi = {
  exchangeRates: route({
    method: 'GET',
    path: '/exchange/rates',
    access: 'optional',
    quiet: true,
    tag: 'exchange',
    summary: 'The rates in force in an area (default: the caller’s): its currency against CNY, USD and the other areas’ currencies, each with when it was updated, where from, and whether it is stale',
    query: z.object({ site_area_id: idSchema.optional() }),
    data: exchangeRates,
  }),
  exchange: route({
    method: 'POST',
    path: '/exchange',
    access: 'public',
    tag: 'exchange',
    summary: 'Convert an amount (integer minor units of `from`) into `to` at the rates in force in the caller’s area; the result is in minor units of `to`',
    body: z.object({ from: currency, to: currency, amount: z.number().min(0, 'amount').max(EXCHANGE.amountMax, 'amount').int() }),
    data: conversion,
  }),
  putExchange: route({
    method: 'POST',
    path: '/admin/siteArea/putExchange',
    access: 'admin', permission: 'settings',
    tag: 'exchange',
    summary: 'An area admin sets (or with null removes) the area’s own rates, units per 1 USD; they override the feed’s in that area; audited',
    body: putExchangeBody,
    data: exchangeRates,
  }),
};
