import type { ApiData, Lang } from '@haiwai/contracts';

type DashboardFigures = ApiData<'adminDashboard'>;
import type { DashboardRange } from '@haiwai/contracts/dashboards/constants';
import { sql, type Kysely } from 'kysely';
import { pick } from '../../core/localize.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { ReviewQueue } from '../../core/review-queues.js';
import type { DB, SiteAreaRow } from '../../db/schema.js';
import { addDays, localDay } from './days.js';
import { liveFigures, type FigureRow } from './sources.js';
import { summarize } from './summary.js';

export interface FiguresQuery {
  /** The areas shown (already checked against the caller's scope). */
  areas: SiteAreaRow[];
  /** Every area the caller may pick (for the picker). */
  choosable: SiteAreaRow[];
  siteAreaId: number | null;
  days: DashboardRange;
  lang: Lang;
  now: Date;
  /** The console's review queues (every module's `reviewQueues`). */
  queues: readonly ReviewQueue[];
}

/**
 * The dashboard: days the rollup has closed come from dashboard_daily (a few hundred rows per area and range);
 * the others (today, and yesterday until the first run after midnight) are counted live over their indexed time
 * ranges. Figures of several areas add up per day, revenue only within a currency.
 */
export async function dashboardFigures(db: Kysely<DB>, q: FiguresQuery): Promise<DashboardFigures> {
  const ids = q.areas.map((a) => a.id);
  const to = q.areas.map((a) => localDay(q.now, a.time_zone || 'UTC')).reduce((m, d) => (d > m ? d : m), localDay(q.now, 'UTC'));
  const from = addDays(to, -(q.days - 1));
  const rows = ids.length ? await rowsOf(db, ids, from, to) : { rows: [], rolledUpTo: null };
  return {
    site_area_id: q.siteAreaId,
    days: q.days,
    from,
    to,
    areas: q.choosable.map((a) => ({ id: a.id, name: pick(a.names, q.lang), currency: a.currency, time_zone: a.time_zone })),
    ...summarize(rows.rows, from, to),
    backlog: ids.length ? await backlog(db, ids, q.queues, q.lang) : [],
    rolled_up_to: rows.rolledUpTo,
  };
}

async function rowsOf(db: Kysely<DB>, ids: number[], from: string, to: string): Promise<{ rows: FigureRow[]; rolledUpTo: string | null }> {
  const closed = await db
    .selectFrom('dashboard_day')
    .select(['site_area_id', sql<string>`day::text`.as('day')])
    .where('site_area_id', 'in', ids)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('final', '=', true)
    .execute();
  const isClosed = new Set(closed.map((c) => `${c.site_area_id}|${c.day}`));
  const rolled = await db
    .selectFrom('dashboard_daily')
    .select(['site_area_id', sql<string>`day::text`.as('day'), 'metric', 'dim', sql<number>`value::float8`.as('value')])
    .where('site_area_id', 'in', ids)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const rows: FigureRow[] = rolled.filter((r) => isClosed.has(`${r.site_area_id}|${r.day}`)).map((r) => ({ ...r, value: Number(r.value) }));
  // Live: from the first day not closed in some area to the end of the range, kept where not closed.
  const firstOpen = firstOpenDay(ids, from, to, isClosed);
  if (firstOpen) {
    const live = await liveFigures(db, { from: firstOpen, to, areas: ids });
    rows.push(...live.filter((r) => !isClosed.has(`${r.site_area_id}|${r.day}`)));
  }
  const lastClosed = ids.map((id) => closedUpTo(id, from, to, isClosed));
  const rolledUpTo = lastClosed.some((d) => d === null) ? null : lastClosed.reduce((m, d) => (d! < m! ? d : m));
  return { rows, rolledUpTo };
}

function firstOpenDay(ids: number[], from: string, to: string, isClosed: Set<string>): string | null {
  for (let d = from; d <= to; d = addDays(d, 1)) if (ids.some((id) => !isClosed.has(`${id}|${d}`))) return d;
  return null;
}

/** The newest day of the range closed in the area. */
function closedUpTo(id: number, from: string, to: string, isClosed: Set<string>): string | null {
  for (let d = to; d >= from; d = addDays(d, -1)) if (isClosed.has(`${id}|${d}`)) return d;
  return null;
}

/**
 * What waits now is a "now" figure: counted at most once per BACKLOG_TTL_MS per node and set of areas, not on every
 * view. Counting means one statement per declared queue (17 of the call's 24 statements at a million listings,
 * bench/README.md); the console's queue pages count their own queue live.
 */
export const BACKLOG_TTL_MS = 20_000;
const backlogCounts = new TtlCache<string, Array<{ queue: string; count: number }>>(BACKLOG_TTL_MS, 200);

/**
 * What waits now, per review queue the modules declare (`reviewQueues`, their own counts), and listings of kinds no
 * queue covers yet (`listing.<kind>`, the listing engine's review-queue index).
 */
async function backlog(db: Kysely<DB>, ids: number[], queues: readonly ReviewQueue[], lang: Lang) {
  const titles = new Map(queues.map((q) => [q.key, q.title[lang] ?? q.title.zh]));
  const key = [...ids].sort((a, b) => a - b).join(',') + '|' + queues.map((q) => q.key).join(',');
  const counts = await backlogCounts.get(key, () => countBacklog(db, ids, queues));
  return counts.map((c) => ({ ...c, title: titles.get(c.queue) ?? null }));
}

async function countBacklog(db: Kysely<DB>, ids: number[], queues: readonly ReviewQueue[]) {
  const declared = await Promise.all(queues.map(async (q) => ({ queue: q.key, count: (await q.counts(db, ids)).reduce((s, c) => s + Number(c.count), 0) })));
  const keys = new Set(queues.map((q) => q.key));
  const rows = await db
    .selectFrom('listing')
    .select(['kind', sql<number>`count(*)::int`.as('count')])
    .where('review_status', '=', 'pending')
    .where('status', '=', 'reviewing')
    .where('deleted_at', 'is', null)
    .where('site_area_id', 'in', ids)
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  const listings = rows.map((r) => ({ queue: `listing.${r.kind}`, count: Number(r.count) })).filter((r) => !keys.has(r.queue));
  return [...declared, ...listings];
}
