import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { DASHBOARD_RANGES } from '@haiwai/contracts/dashboards/constants';
import { addDays, localDay } from './days.js';
import { rollup } from './rollup.js';

/** The durable timer kinds (docs/timers.md): the hourly rollup, and the one-time fill of past days. */
export const ROLLUP_KIND = 'dashboards.rollup';
export const BACKFILL_KIND = 'dashboards.backfill';
export const BACKFILL_KEY = 'dashboards-backfill:v1';
const HOUR = 3_600_000;
/** The first fill waits this long after the first start, so a start never begins with a long job. */
const BACKFILL_DELAY_MS = 10 * 60_000;
const LONGEST = Math.max(...DASHBOARD_RANGES);

const slotKey = (slot: number) => `dashboards-rollup:${slot}`;

/** Every area's yesterday and today, whatever its time zone (UTC−12 … UTC+14), around the UTC date of `now`. */
export function recentDays(now: Date) {
  const utc = localDay(now, 'UTC');
  return { from: addDays(utc, -2), to: addDays(utc, 1) };
}

/**
 * Hourly, each run re-counts every area's yesterday and today (idempotent: the same days give the same rows), which
 * also closes yesterday on the first run after an area's midnight; each run schedules the next hour's, keyed by its
 * slot, so restarts and several nodes never run one slot twice. Once, ten minutes after the first start, the past
 * days of the longest range are filled. The rollup's work commits with the job (exactly once).
 */
export function startRollup(app: FastifyInstance, timers: Timers) {
  const log = app.log.child({ module: 'dashboards' });
  const schedule = (slot: number, db?: Kysely<DB>) => timers.schedule<{ slot: number }>(ROLLUP_KIND, new Date(slot * HOUR), { slot }, { key: slotKey(slot), db });

  timers.register<{ slot: number }>(ROLLUP_KIND, async (job, { trx }) => {
    const now = new Date();
    const rows = await rollup(trx, { ...recentDays(now), now });
    log.info({ slot: job.payload.slot, rows }, 'dashboards: recent days rolled up');
    await schedule(Math.max(job.payload.slot, Math.floor(now.getTime() / HOUR)) + 1, trx);
  });
  timers.register<Record<string, never>>(BACKFILL_KIND, async (_job, { trx }) => {
    const now = new Date();
    const { to } = recentDays(now);
    const rows = await rollup(trx, { from: addDays(to, -(LONGEST + 3)), to, now });
    log.info({ rows }, 'dashboards: past days rolled up');
  });

  app.addHook('onReady', async () => {
    const next = Math.floor(Date.now() / HOUR) + 1;
    await Promise.all([schedule(next), timers.schedule(BACKFILL_KIND, new Date(Date.now() + BACKFILL_DELAY_MS), {}, { key: BACKFILL_KEY })]).catch((err: unknown) =>
      log.error({ err }, 'dashboards: could not schedule the rollup'),
    );
  });
}
