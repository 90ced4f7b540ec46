import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { utcWindow } from './days.js';

/**
 * The rollup's sources (docs/dashboards.md): each figure counted per area and local day from the tables that record
 * it, over a range of days, through the time indexes of the dashboards' migration. Used by the timer (every area,
 * written to the rollup) and by the dashboard call (the days the rollup has not closed yet, read live).
 */

export interface FigureRow {
  site_area_id: number;
  day: string;
  metric: string;
  dim: string;
  value: number;
}

export interface SourceRange {
  /** Local days, both included. */
  from: string;
  to: string;
  /** Areas to count; null: every area. */
  areas: number[] | null;
}

const areaFilter = (column: RawBuilder<unknown>, areas: number[] | null) => (areas ? sql`and ${column} in (${sql.join(areas)})` : sql``);
const localDay = (column: RawBuilder<unknown>) => sql`(${column} at time zone a.time_zone)::date`;

/** Members seen (session signed in or refreshed, chat message sent, listing posted), counted in their home area. */
export function activitySql(r: SourceRange) {
  const { start, end } = utcWindow(r.from, r.to);
  const area = areaFilter(sql`u.site_area_id`, r.areas);
  const seen = (table: RawBuilder<unknown>, at: string, who: string) => sql`
    select u.site_area_id, ${localDay(sql.ref(`x.${at}`))} as day, u.id as user_id
    from ${table} x join app_user u on u.id = ${sql.ref(`x.${who}`)} join site_area a on a.id = u.site_area_id
    where ${sql.ref(`x.${at}`)} >= ${start} and ${sql.ref(`x.${at}`)} < ${end} ${area}`;
  return sql`
    select site_area_id, day, user_id from (
      ${seen(sql`session`, 'last_used_at', 'user_id')}
      union ${seen(sql`chat_message`, 'created_at', 'sender_id')}
      union ${seen(sql`listing`, 'created_at', 'user_id')}
    ) seen where day between ${r.from}::date and ${r.to}::date`;
}

/**
 * Minutes to a review decision as rolled up: exact under an hour, then the lower bound of 10 % wide steps (60, 66,
 * 72, 79 … minutes), so a day has at most about 130 rows of review times however many decisions it saw, and a median
 * over any range is exact under an hour and within 10 % above.
 */
export function reviewBucket(minutes: RawBuilder<unknown>) {
  return sql`(case when ${minutes} < 60 then ${minutes} else floor(60 * power(1.1, floor(ln(${minutes} / 60.0) / ln(1.1)))) end)::bigint`;
}

/** Listings, messages, orders, revenue and review times per area, local day and dimension (not members seen). */
function countsSql(r: SourceRange) {
  const { start, end } = utcWindow(r.from, r.to);
  const inRange = (at: string) => sql`${sql.raw(at)} >= ${start} and ${sql.raw(at)} < ${end}`;
  return sql`
    select site_area_id, day::text as day, metric, dim, value::float8 as value from (
      select l.site_area_id, ${localDay(sql`l.created_at`)} as day, 'listings' as metric, l.kind as dim, count(*) as value
        from listing l join site_area a on a.id = l.site_area_id
        where ${inRange('l.created_at')} ${areaFilter(sql`l.site_area_id`, r.areas)} group by 1, 2, 3, 4
      union all
      select u.site_area_id, ${localDay(sql`m.created_at`)}, 'messages', '', count(*)
        from chat_message m join app_user u on u.id = m.sender_id join site_area a on a.id = u.site_area_id
        where ${inRange('m.created_at')} ${areaFilter(sql`u.site_area_id`, r.areas)} group by 1, 2, 3, 4
      union all
      select o.site_area_id, ${localDay(sql`o.paid_at`)}, m.metric, o.currency, case when m.metric = 'orders' then count(*) else sum(o.paid_amount) end
        from pay_order o join site_area a on a.id = o.site_area_id cross join (values ('orders'), ('revenue')) m(metric)
        where o.paid_at is not null and ${inRange('o.paid_at')} ${areaFilter(sql`o.site_area_id`, r.areas)} group by 1, 2, 3, 4
      union all
      select l.site_area_id, ${localDay(sql`l.reviewed_at`)}, 'reviews', ${reviewBucket(sql`floor(greatest(0, extract(epoch from (l.reviewed_at - l.created_at))) / 60)`)}::text, count(*)
        from listing l join site_area a on a.id = l.site_area_id
        where l.reviewed_at is not null and ${inRange('l.reviewed_at')} ${areaFilter(sql`l.site_area_id`, r.areas)} group by 1, 2, 3, 4
    ) f where day between ${r.from}::date and ${r.to}::date`;
}

/** The figures of a range, read live: members seen are the ones recorded so far plus what the sources show now. */
export async function liveFigures(db: Kysely<DB>, r: SourceRange): Promise<FigureRow[]> {
  const counts = await countsSql(r).execute(db);
  const active = await sql<FigureRow>`
    select site_area_id, day::text as day, 'active' as metric, '' as dim, count(distinct user_id)::float8 as value from (
      ${activitySql(r)}
      union all
      select site_area_id, day, user_id from dashboard_active
        where day between ${r.from}::date and ${r.to}::date ${areaFilter(sql`site_area_id`, r.areas)}
    ) s group by 1, 2`.execute(db);
  return [...(counts.rows as FigureRow[]), ...active.rows].map(normalize);
}

/** The counted figures (without members seen), for the rollup. */
export async function countedFigures(db: Kysely<DB>, r: SourceRange): Promise<FigureRow[]> {
  return ((await countsSql(r).execute(db)).rows as FigureRow[]).map(normalize);
}

const normalize = (row: FigureRow): FigureRow => ({ ...row, site_area_id: Number(row.site_area_id), value: Number(row.value) });
