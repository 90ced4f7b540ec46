import type { RateSource } from '@haiwai/contracts/exchange';
import type { ColumnType, Selectable } from 'kysely';

/** numeric arrives as a string from both drivers; rates are written as decimal strings too, never floats. */
type Decimal = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One currency's rate for every area: units per 1 USD, from the feed or the seed's snapshot. */
export interface ExchangeRateTable {
  currency: string;
  per_usd: Decimal;
  source: Exclude<RateSource, 'admin'>;
  updated_at: Timestamp;
}
/** An area admin's rate for one currency in its area: overrides the feed's there. */
export interface ExchangeRateOverrideTable {
  site_area_id: number;
  currency: string;
  per_usd: Decimal;
  set_by: number;
  updated_at: Timestamp;
}
export interface ExchangeTables {
  exchange_rate: ExchangeRateTable;
  exchange_rate_override: ExchangeRateOverrideTable;
}
export type ExchangeRateRow = Selectable<ExchangeRateTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ExchangeTables {}
}
