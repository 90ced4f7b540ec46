import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

/**
 * The exchange-rate feed's settings (docs/exchange.md). Without a URL no feed runs: the rates are the seed's
 * snapshot and what area admins set. Validated with every other setting at start (config.ts) and documented
 * in .env.example.
 */
export const exchangeSettings = defineSettings({
  schema: {
    /**
     * A JSON endpoint answering `{"result":"success","base_code":"USD","rates":{"VND":25950.5,…}}` (open.er-api.com's
     * shape, e.g. https://open.er-api.com/v6/latest/USD: free, no key, updated daily). Default: none (no feed).
     */
    EXCHANGE_RATES_URL: z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL').optional(),
    /** Minutes between two fetches of the feed. */
    EXCHANGE_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10_080).default(720),
    /** A rate older than this is labelled stale on screen and in every answer that uses it. */
    EXCHANGE_STALE_HOURS: z.coerce.number().min(1).max(8760).default(48),
    /** How long one fetch may take (it runs inside the timer's transaction: keep it short). */
    EXCHANGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  },
});

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof exchangeSettings> {}
}
