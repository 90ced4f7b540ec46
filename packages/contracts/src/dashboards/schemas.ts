import { z } from 'zod';
import { idSchema } from '../entities.js';
import { route } from '../route.js';
import { DASHBOARD_DEFAULT_RANGE, DASHBOARD_RANGES } from './constants.js';

/**
 * An area's health in figures, for the operators' console (issue 29, docs/dashboards.md). Days are the area's own
 * calendar days (its time zone), `YYYY-MM-DD`; with several areas at once each counts in its own calendar. Money is
 * never summed across currencies: revenue is per currency, in the currency's minor unit.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);
const money = z.number().int().describe('integer, in the currency’s minor unit (ISO 4217: VND none, USD cents)');
const currency = z.string().regex(/^[A-Z]{3}$/);

export const dashboardQuery = z.object({
  /** One area; without it, every area the caller may see (a super admin: all). */
  site_area_id: idSchema.optional(),
  /** Days back from today, today included. */
  days: z.coerce
    .number()
    .int()
    .refine((n) => (DASHBOARD_RANGES as readonly number[]).includes(n), { message: `days must be one of ${DASHBOARD_RANGES.join(', ')}` })
    .default(DASHBOARD_DEFAULT_RANGE),
});

export const dashboardFigures = z.object({
  /** The area shown; null: every area the caller may see. */
  site_area_id: z.number().int().nullable(),
  days: z.number().int(),
  /** First and last day of the range (the last is today in the area; with several areas, the latest of their todays). */
  from: day,
  to: day,
  /** Areas the caller may pick, names in the request's language. */
  areas: z.array(z.object({ id: z.number().int(), name: z.string(), currency: z.string(), time_zone: z.string() })),
  /** New listings per day and kind (every listing created that day, whatever became of it). */
  listings: z.array(z.object({ day, kind: z.string(), count })),
  /** Members of the area seen per day: signed in or refreshed a session, sent a chat message or posted a listing. */
  active: z.array(z.object({ day, count })),
  /** Chat messages sent per day by members of the area. */
  messages: z.array(z.object({ day, count })),
  /** Orders paid per day and currency, and what was paid. */
  orders: z.array(z.object({ day, currency, count, revenue: money })),
  /** The range's totals per currency. */
  revenue: z.array(z.object({ currency, count, revenue: money })),
  /** Items waiting now, per review queue of the console (its key and name; null name: listings of a kind no queue declares yet). */
  backlog: z.array(z.object({ queue: z.string(), title: z.string().nullable(), count })),
  /** Listing decisions in the range: how many, and the median minutes from creation to decision (per day too; exact under an hour, within 10 % above). */
  review: z.object({
    count,
    median_minutes: z.number().nullable(),
    daily: z.array(z.object({ day, count, median_minutes: z.number().nullable() })),
  }),
  /** Newest day the rollup has closed in every area shown (null: none yet); later days are counted live. */
  rolled_up_to: day.nullable(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboardsApi = {
  adminDashboard: route({
    method: 'GET',
    path: '/admin/dashboard',
    access: 'admin',
    permission: 'dashboard',
    errors: [404],
    tag: 'dashboards',
    summary: 'An area’s figures over 7, 30 or 90 days: new listings by kind, active members, messages, orders and revenue per currency, review backlog and median time to review',
    query: dashboardQuery,
    data: dashboardFigures,
  }),
};
