import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { daysBetween, localDay } from './days.js';
import { activitySql, countedFigures } from './sources.js';

/** Members seen are kept this long (days) once their day is rolled up: the longest range plus margin. */
const ACTIVE_KEEP_DAYS = 100;

export interface RollupRange {
  /** Local days, both included (every area's own calendar). */
  from: string;
  to: string;
  /** The moment of the run: a day that has ended in an area by then is closed ("final") there. */
  now: Date;
}

/**
 * Rolls up the days `from`..`to` for every area, in the caller's transaction (call it in one: the lock it takes is
 * the transaction's): records the members seen, then
 * replaces those days' figures with a fresh count (so running it twice, or again later, writes the same rows),
 * and marks each day of each area rolled up, final once it has ended there. Returns the rows written.
 */
export async function rollup(db: Kysely<DB>, r: RollupRange): Promise<number> {
  // One rollup at a time (the hourly run and the first fill may be claimed together, on one node or two): the second
  // waits for the first's commit, then counts the same days again, instead of colliding on the same rows.
  await sql`select pg_advisory_xact_lock(hashtext('dashboards.rollup'))`.execute(db);
  const range = { from: r.from, to: r.to, areas: null };
  await sql`insert into dashboard_active (site_area_id, day, user_id) ${activitySql(range)} on conflict do nothing`.execute(db);
  await db.deleteFrom('dashboard_daily').where('day', '>=', r.from).where('day', '<=', r.to).execute();
  const rows = await countedFigures(db, range);
  const active = await db
    .selectFrom('dashboard_active')
    .select(['site_area_id', sql<string>`day::text`.as('day'), sql<number>`count(*)::int`.as('value')])
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .groupBy(['site_area_id', 'day'])
    .execute();
  const all = [...rows, ...active.map((a) => ({ site_area_id: a.site_area_id, day: a.day, metric: 'active', dim: '', value: Number(a.value) }))];
  for (let i = 0; i < all.length; i += 1000) await db.insertInto('dashboard_daily').values(all.slice(i, i + 1000)).execute();
  await markDays(db, r);
  await db.deleteFrom('dashboard_active').where('day', '<', sql<string>`(${localDay(r.now, 'UTC')}::date - ${ACTIVE_KEEP_DAYS}::int)`).execute();
  return all.length;
}

/** dashboard_day for every enabled area and each day up to its today: final when the day has ended there. */
async function markDays(db: Kysely<DB>, r: RollupRange) {
  const areas = await db.selectFrom('site_area').select(['id', 'time_zone']).execute();
  const marks = areas.flatMap((a) => {
    const today = localDay(r.now, a.time_zone || 'UTC');
    return daysBetween(r.from, r.to)
      .filter((d) => d <= today)
      .map((day) => ({ site_area_id: a.id, day, final: day < today, rolled_at: r.now }));
  });
  for (let i = 0; i < marks.length; i += 1000) {
    await db
      .insertInto('dashboard_day')
      .values(marks.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['site_area_id', 'day']).doUpdateSet((eb) => ({ final: eb.ref('excluded.final'), rolled_at: eb.ref('excluded.rolled_at') })))
      .execute();
  }
}
