import type { ApiData } from '@haiwai/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../src/modules/dashboards/days.js';
import { rollup } from '../../src/modules/dashboards/rollup.js';
import { reviewBucket } from '../../src/modules/dashboards/sources.js';
import { BACKFILL_KEY, ROLLUP_KIND } from '../../src/modules/dashboards/timer.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { at, dataset } from './support.js';

type Figures = ApiData<'adminDashboard'>;

let t: TestApp;
let danang = 0;
let hcm = 0;
let admin: { token: string; id: number };
let adminHcm: { token: string; id: number };
let superAdmin: { token: string; id: number };
let member: { token: string; id: number };
const ZONE = 'Asia/Ho_Chi_Minh';
const D0 = localDay(new Date(), ZONE);
const D1 = addDays(D0, -1);
const D2 = addDays(D0, -2);
let removable = 0;

const dashboard = (token: string | null, query: Record<string, string | number | undefined> = {}, lang = 'zh') => t.call<Figures>('adminDashboard', { token, query, lang });
/** The figures the dataset makes, whether read live or from the rollup. */
function expectDataset(f: Figures) {
  const listings = (day: string) => Object.fromEntries(f.listings.filter((l) => l.day === day).map((l) => [l.kind, l.count]));
  expect(listings(D2)).toEqual({ house: 2, job: 1 });
  expect(listings(D1)).toEqual({ house: 2, car: 1 });
  expect(listings(D0)).toEqual({ job: 1 });
  expect(f.messages).toEqual([{ day: D2, count: 3 }, { day: D1, count: 2 }, { day: D0, count: 1 }]);
  expect(f.active.filter((a) => a.day < D0)).toEqual([{ day: D2, count: 3 }, { day: D1, count: 3 }]);
  expect(f.active.find((a) => a.day === D0)!.count).toBeGreaterThanOrEqual(2);
  // Money per currency, never added across currencies; the unpaid order and the other area's are not counted.
  expect(f.orders).toEqual([
    { day: D2, currency: 'USD', count: 1, revenue: 1500 },
    { day: D2, currency: 'VND', count: 2, revenue: 350_000 },
    { day: D1, currency: 'USD', count: 1, revenue: 500 },
  ]);
  expect(f.revenue).toEqual([{ currency: 'USD', count: 2, revenue: 2000 }, { currency: 'VND', count: 2, revenue: 350_000 }]);
  // Decisions after 30 and 50 minutes (day D2), 10 and 45 (D1): the median of 10, 30, 45, 50 is 37.5.
  expect(f.review).toEqual({
    count: 4,
    median_minutes: 37.5,
    daily: [{ day: D2, count: 2, median_minutes: 40 }, { day: D1, count: 2, median_minutes: 27.5 }],
  });
  // Listings of kinds no module declares a queue for are counted per kind; the declared queues count themselves.
  expect(f.backlog.filter((b) => b.queue === 'listing.house')).toEqual([{ queue: 'listing.house', title: null, count: 1 }]);
  expect(f.backlog.filter((b) => b.queue === 'listing.job').map((b) => b.count)).toEqual([1]);
}

beforeAll(async () => {
  t = await startTestApp();
  const area = (code: string) => t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  danang = (await area('danang')).id;
  hcm = (await area('hcm')).id;
  admin = await t.login('admin_danang');
  adminHcm = await t.login('admin_hcm');
  superAdmin = await t.login('superadmin');
  member = await t.login('member');
  const d = dataset(t);
  const [m1, m2, m3, p] = [await d.member(danang), await d.member(danang), await d.member(danang), await d.member(danang)];
  const other = await d.member(hcm);
  // Listings: two houses on D2 (10:00 and 23:30) against one on D1 at 00:30 — either side of midnight.
  await d.listing({ area: danang, user: p, kind: 'house', created: at(D2, '10:00'), reviewedAfterMin: 30 });
  removable = await d.listing({ area: danang, user: p, kind: 'house', created: at(D2, '23:30') });
  await d.listing({ area: danang, user: p, kind: 'job', created: at(D2, '12:00'), reviewedAfterMin: 50 });
  await d.listing({ area: danang, user: p, kind: 'house', created: at(D1, '00:30'), reviewedAfterMin: 10 });
  await d.listing({ area: danang, user: p, kind: 'car', created: at(D1, '15:00'), reviewedAfterMin: 45 });
  await d.listing({ area: danang, user: p, kind: 'house', created: at(D1, '18:00'), pending: true });
  await d.listing({ area: danang, user: p, kind: 'job', created: new Date(Date.now() - 1000), pending: true });
  await d.listing({ area: hcm, user: other, kind: 'house', created: at(D2, '11:00'), reviewedAfterMin: 5 });
  await d.messages(m1, p, [at(D2, '09:00'), at(D2, '09:10'), at(D2, '23:59'), at(D1, '00:01'), at(D1, '08:00'), new Date(Date.now() - 1000)]);
  await d.order({ area: danang, user: m1, currency: 'VND', amount: 100_000, paid: at(D2, '12:00') });
  await d.order({ area: danang, user: m2, currency: 'VND', amount: 250_000, paid: at(D2, '13:00') });
  await d.order({ area: danang, user: m2, currency: 'USD', amount: 1500, paid: at(D2, '14:00') });
  await d.order({ area: danang, user: m3, currency: 'USD', amount: 500, paid: at(D1, '09:00') });
  await d.order({ area: danang, user: m3, currency: 'USD', amount: 700, paid: null });
  await d.order({ area: hcm, user: other, currency: 'VND', amount: 999, paid: at(D2, '12:00') });
  await d.session(m1, at(D2, '08:00'));
  await d.session(m2, at(D2, '22:00'));
  await d.session(m3, at(D1, '07:00'));
});
afterAll(async () => {
  await t.close();
});

describe('GET admin/dashboard', () => {
  it('refuses callers without a token (401), members (403) and another area’s admin (403)', async () => {
    expect((await dashboard(null, { site_area_id: danang })).status).toBe(401);
    const m = await dashboard(member.token, { site_area_id: danang });
    expect(m.status).toBe(403);
    const other = await dashboard(adminHcm.token, { site_area_id: danang }, 'en');
    expect(other.status).toBe(403);
    expect(other.message).toMatch(/area/i);
  });

  it('validates the range and the area', async () => {
    expect((await dashboard(admin.token, { days: 8 })).status).toBe(400);
    expect((await dashboard(admin.token, { days: 'week' })).status).toBe(400);
    expect((await dashboard(admin.token, { site_area_id: 'x' })).status).toBe(400);
    const unknown = await dashboard(superAdmin.token, { site_area_id: 999_999 }, 'vi');
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('Khu vực này không tồn tại hoặc đã bị tắt');
  });

  it('counts the area’s figures live before any rollup: listings by kind, members, messages, money per currency, review times, backlog', async () => {
    const r = await dashboard(admin.token, { site_area_id: danang, days: 7 }, 'en');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ site_area_id: danang, days: 7, to: D0, from: addDays(D0, -6), rolled_up_to: null });
    expect(r.data.areas).toEqual([expect.objectContaining({ id: danang, name: 'Da Nang', currency: 'VND', time_zone: ZONE })]);
    expectDataset(r.data);
    // The area admin's default scope is its own areas: the same figures.
    const mine = await dashboard(admin.token, { days: 7 });
    expect(mine.data.site_area_id).toBeNull();
    expect(mine.data.listings).toEqual(r.data.listings);
  });

  it('a super admin sees every area (or one): other areas add up per day, currencies stay apart', async () => {
    const all = await dashboard(superAdmin.token, { days: 7 });
    expect(all.status).toBe(200);
    const enabled = await t.db.selectFrom('site_area').select('id').where('enabled', '=', true).execute();
    expect(all.data.areas).toHaveLength(enabled.length);
    expect(all.data.listings.find((l) => l.day === D2 && l.kind === 'house')!.count).toBe(3);
    expect(all.data.revenue.find((x) => x.currency === 'VND')).toEqual({ currency: 'VND', count: 3, revenue: 350_999 });
    const one = await dashboard(superAdmin.token, { site_area_id: hcm, days: 30 });
    expect(one.data.listings.filter((l) => l.day === D2)).toEqual([{ day: D2, kind: 'house', count: 1 }]);
    expect(one.data.review).toMatchObject({ count: 1, median_minutes: 5 });
  });
});

describe('review times in steps', () => {
  it('are exact under an hour and within 10 % above (at most ~130 rows a day)', async () => {
    const bucket = async (minutes: number) => Number((await sql<{ b: string }>`select ${reviewBucket(sql`${minutes}::float8`)} as b`.execute(t.db)).rows[0]!.b);
    expect(await bucket(0)).toBe(0);
    expect(await bucket(59)).toBe(59);
    expect(await bucket(60)).toBe(60);
    expect(await bucket(65)).toBe(60);
    expect(await bucket(66)).toBe(66);
    for (const m of [90, 240, 1000, 2880, 43_200]) {
      const b = await bucket(m);
      expect(b).toBeLessThanOrEqual(m);
      expect(b).toBeGreaterThan(m / 1.1 - 1);
    }
  });
});

describe('the daily rollup', () => {
  const snapshot = () => t.db.selectFrom('dashboard_daily').selectAll().where('site_area_id', '=', danang).orderBy('day').orderBy('metric').orderBy('dim').execute();
  const days = () => t.db.selectFrom('dashboard_day').select(['day', 'final']).where('site_area_id', '=', danang).where('day', '>=', D2).orderBy('day').execute();
  const dayText = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

  it('closes a day only once it has ended in the area, and counts each side of midnight on its own day', async () => {
    await rollup(t.db, { from: D2, to: D1, now: at(D1, '23:50') });
    expect((await days()).map((d) => [dayText(d.day), d.final])).toEqual([[D2, true], [D1, false]]);
    await rollup(t.db, { from: D2, to: D1, now: at(D0, '00:10') });
    expect((await days()).map((d) => [dayText(d.day), d.final])).toEqual([[D2, true], [D1, true]]);
    const rows = await snapshot();
    const houses = rows.filter((r) => r.metric === 'listings' && r.dim === 'house').map((r) => [dayText(r.day), Number(r.value)]);
    expect(houses).toEqual([[D2, 2], [D1, 2]]);
  });

  it('is idempotent: the same days rolled up again give the same rows', async () => {
    const now = new Date();
    await rollup(t.db, { from: D2, to: D0, now });
    const first = await snapshot();
    await rollup(t.db, { from: D2, to: D0, now });
    expect(await snapshot()).toEqual(first);
    expect(first.length).toBeGreaterThan(10);
  });

  it('the dashboard reads closed days from the rollup and counts today live, with the same figures', async () => {
    const r = await dashboard(admin.token, { site_area_id: danang, days: 7 });
    expect(r.data.rolled_up_to).toBe(D1);
    expectDataset(r.data);
    // A closed day is not counted again: a listing removed from the source after the rollup still shows.
    await t.db.deleteFrom('listing').where('id', '=', removable).execute();
    const again = await dashboard(admin.token, { site_area_id: danang, days: 7 });
    expect(again.data.listings.find((l) => l.day === D2 && l.kind === 'house')!.count).toBe(2);
  });

  it('runs on durable timers: the next hour’s run and the first fill are scheduled at start; a run schedules the next', async () => {
    const jobs = () => t.db.selectFrom('scheduled_job').select(['key', 'kind', 'status', 'run_at']).where('kind', 'like', 'dashboards.%').orderBy('run_at').execute();
    const before = await jobs();
    const hour = Math.floor(Date.now() / 3_600_000);
    expect(before.map((j) => [j.key, j.status])).toEqual(expect.arrayContaining([[BACKFILL_KEY, 'pending'], [`dashboards-rollup:${hour + 1}`, 'pending']]));
    await t.db.updateTable('scheduled_job').set({ run_at: new Date(Date.now() - 1000) }).where('kind', 'like', 'dashboards.%').where('status', '=', 'pending').execute();
    for (let i = 0; i < 5 && (await t.app.timers.runDue()) > 0; i++);
    const after = await jobs();
    expect(after.filter((j) => j.status === 'done').map((j) => j.key)).toEqual(expect.arrayContaining([BACKFILL_KEY, `dashboards-rollup:${hour + 1}`]));
    expect(after.filter((j) => j.kind === ROLLUP_KIND && j.status === 'pending').map((j) => j.key)).toEqual([`dashboards-rollup:${hour + 2}`]);
    // The fill closed the past days of the longest range in every area.
    const closed = await t.db.selectFrom('dashboard_day').select((eb) => eb.fn.countAll<number>().as('n')).where('site_area_id', '=', hcm).where('final', '=', true).executeTakeFirstOrThrow();
    expect(Number(closed.n)).toBeGreaterThanOrEqual(90);
  });
});
