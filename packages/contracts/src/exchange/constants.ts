/**
 * Exchange rates (docs/exchange.md), the zod-free part: limits, sources, and the exact decimal
 * arithmetic the server converts with (./decimal.ts). Shared by the server, the schemas and the web app.
 */

/** What every rate is stored against: units of a currency per 1 US dollar (the public feeds' base). */
export const EXCHANGE_BASE = 'USD';
/** The currency every area's screen and the listings' second price compare against. */
export const EXCHANGE_HOME = 'CNY';

export const EXCHANGE = {
  /** Largest amount the converter takes, in the source currency's minor units (10^15: ten trillion dollars in cents). */
  amountMax: 1e15,
  /** Largest rate digits accepted from an admin or a feed (integer part, fraction). */
  rateIntDigits: 12,
  rateFracDigits: 12,
  /** Significant digits of a cross rate in an answer (`rate`, `inverse`). */
  rateSignificant: 10,
} as const;

/** Where a stored rate came from: the configured public feed, an area admin, or the built-in snapshot of the seed. */
export const RATE_SOURCES = ['feed', 'admin', 'seed'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** A rate as an admin types it: a positive decimal, at most 12 digits before the point and 12 after. */
export const RATE_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,12})?$/;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

// Minor units come from the one table of the payment engine (ISO 4217): VND 0, USD 2, KWD 3.
export { minorDigits, toMinor, fromMinor } from '../payments/constants.js';
export * from './decimal.js';
