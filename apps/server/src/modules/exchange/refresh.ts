import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../core/settings.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { fetchFeed, storeFeed, type FeedRates } from './feed.js';

/** The durable timer kind that fetches the feed (docs/exchange.md, docs/timers.md). */
export const REFRESH_KIND = 'exchange.refresh';

interface RefreshPayload {
  /** Which interval of EXCHANGE_REFRESH_MINUTES since the epoch this run belongs to: its key, so it runs once. */
  slot: number;
}

const keyOf = (slot: number) => `exchange-refresh:${slot}`;

/**
 * Fetches the feed every EXCHANGE_REFRESH_MINUTES through the durable timers: each run stores the rates and
 * schedules the next interval's run, keyed by its slot, so restarts and several nodes never run one slot twice.
 * A start schedules the current slot (a no-op when it already ran or is pending). Failures keep the old rates.
 * On PGlite the handler's transaction holds the one session while it fetches: EXCHANGE_FETCH_TIMEOUT_MS bounds that.
 */
export function startRateRefresh(app: FastifyInstance, timers: Timers, config: Config): void {
  const url = config.EXCHANGE_RATES_URL;
  if (!url) return;
  const intervalMs = config.EXCHANGE_REFRESH_MINUTES * 60_000;
  const log = app.log.child({ module: 'exchange' });
  const schedule = (slot: number, db?: Kysely<DB>, runAt = new Date(slot * intervalMs)) =>
    timers.schedule<RefreshPayload>(REFRESH_KIND, runAt, { slot }, { key: keyOf(slot), db });

  timers.register<RefreshPayload>(REFRESH_KIND, async (job, { trx }) => {
    let feed: FeedRates | null = null;
    try {
      feed = await fetchFeed(url, config.EXCHANGE_FETCH_TIMEOUT_MS);
    } catch (err) {
      // Network trouble or a garbled answer: the stored rates stay (they turn stale in time, and say so).
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'exchange: feed refresh failed; keeping the old rates');
    }
    if (feed) {
      const stored = await storeFeed(trx, feed);
      log.info({ currencies: feed.perUsd.size, stored, asOf: feed.asOf }, 'exchange: rates refreshed from the feed');
    }
    await schedule(job.payload.slot + 1, trx);
  });

  app.addHook('onReady', async () => {
    const slot = Math.floor(Date.now() / intervalMs);
    await schedule(slot, undefined, new Date()).catch((err: unknown) => log.error({ err }, 'exchange: could not schedule the feed refresh'));
  });
}
