import { LISTING_KIND_NAMES, LISTING_KINDS, saveBodySchema, type ListingKindDef, type ListingPage } from '@haiwai/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVector } from '../../src/modules/listings/listing-core.js';
import type { SeedContext } from '../../src/core/module.js';
import { runSeeds } from '../../src/core/seed-runner.js';
import { modules } from '../../src/modules/index.js';
import { seedListingDemo } from '../../src/modules/listings/seed/demo.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * The demo listings stage (modules/listings/seed/demo.ts) on a fresh database: the harness seeds without it, this
 * file runs it, then checks the amounts per area, every row against its kind's declaration, the companies
 * and their jobs, the admins' queue, and that running it again changes nothing.
 */
let t: TestApp;
let first: boolean;
let areas: Array<{ id: number; code: string; currency: string }>;
type Row = Record<string, any>;
let rows: Row[];

const seedContext = (): SeedContext => ({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} });

beforeAll(async () => {
  t = await startTestApp();
  first = await seedListingDemo(seedContext());
  areas = await t.db.selectFrom('site_area').select(['id', 'code', 'currency']).orderBy('id').execute();
  rows = (await sql<Row>`select l.*, c.group_key, c.names->>'zh' as category_zh, d.site_area_id as district_area from listing l
    left join category_type c on c.id = l.category_id left join district d on d.id = l.district_id order by l.id`.execute(t.db)).rows;
}, 180_000);
afterAll(() => t.close());

/**
 * Kinds this stage writes; hotels and guides come with their own modules' demo seeds (tests/hotels, tests/guides), sea-going
 * crew and chartered bus with the crew-bus module's (e2e/smaller-screens).
 */
const OWN_SEEDS = new Set(['hotel', 'guide', 'seaCrew', 'bus']);
const STAGE_KINDS = LISTING_KIND_NAMES.filter((k) => !OWN_SEEDS.has(k));
const now = () => new Date();
const isLive = (r: Row) => !r.deleted_at && (r.status === 'online' || r.status === 'on-sale') && (!r.expires_at || new Date(r.expires_at) > now());
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** A stored row back into the body a publisher would have sent. */
function bodyOf(def: ListingKindDef, r: Row) {
  const attrs = json(r.attrs) as Record<string, unknown>;
  const body: Record<string, unknown> = {
    title: r.title, description: r.description, price: r.price === null ? null : Number(r.price), price_unit: r.price_unit, category_id: r.category_id,
    district_id: r.district_id, tags: r.tags, images: json(r.images), address: r.address, latitude: r.latitude, longitude: r.longitude,
    contact_name: r.contact_name, contact_phone: r.contact_phone, lang_type: r.lang_type,
  };
  if (!def.price) delete body.price;
  if (!def.price?.units) delete body.price_unit;
  for (const [name, value] of Object.entries(attrs)) if (value !== null) body[name] = value;
  return body;
}

describe('demo listings stage', () => {
  it('ran on the fresh database', () => {
    expect(first).toBe(true);
    expect(areas.length).toBeGreaterThanOrEqual(10);
  });

  it('writes at least 300 live listings in every area, with every kind present', () => {
    for (const a of areas) {
      const live = rows.filter((r) => r.site_area_id === a.id && isLive(r));
      expect(live.length, a.code).toBeGreaterThanOrEqual(300);
      for (const kind of STAGE_KINDS) expect(live.filter((r) => r.kind === kind).length, `${a.code} ${kind}`).toBeGreaterThan(0);
      // car rental is car with deal = rent
      expect(live.some((r) => r.kind === 'car' && json(r.attrs).deal === 'rent'), `${a.code} car rental`).toBe(true);
      // mostly Chinese, some English and Vietnamese
      const zh = live.filter((r) => r.lang_type === 'zh').length;
      expect(zh / live.length, a.code).toBeGreaterThan(0.6);
      expect(live.some((r) => r.lang_type !== 'zh'), a.code).toBe(true);
    }
    expect(rows.some((r) => r.lang_type === 'en')).toBe(true);
    expect(rows.some((r) => r.lang_type === 'vi')).toBe(true);
  });

  it('every row is valid against its kind declaration and fits its area', () => {
    const byArea = new Map(areas.map((a) => [a.id, a]));
    const schemas = new Map(LISTING_KIND_NAMES.map((k) => [k as string, saveBodySchema(LISTING_KINDS[k])]));
    for (const r of rows) {
      const def: ListingKindDef = LISTING_KINDS[r.kind as keyof typeof LISTING_KINDS];
      expect(def, r.kind).toBeDefined();
      const res = schemas.get(r.kind)!.safeParse(bodyOf(def, r));
      expect(res.success ? [] : res.error.issues, `${r.kind} #${r.id} ${r.title}`).toEqual([]);
      expect(r.group_key, `${r.kind} #${r.id} category`).toBe(def.categoryGroup ?? def.kind);
      if (r.district_id) expect(r.district_area, `#${r.id} district`).toBe(r.site_area_id);
      expect(r.currency.trim()).toBe(byArea.get(r.site_area_id)!.currency);
      expect(r.search, `#${r.id} search`).toBeTruthy();
    }
  });

  it('prices are plausible for the city (home rents per month)', () => {
    const rent = (code: string) => {
      const a = areas.find((x) => x.code === code)!;
      return rows.filter((r) => r.site_area_id === a.id && r.kind === 'housing' && r.price_unit === 'month' && r.category_zh === '整租公寓').map((r) => Number(r.price));
    };
    const within = (xs: number[], min: number, max: number) => xs.length > 0 && xs.every((p) => p >= min && p <= max);
    expect(within(rent('hcm'), 5_000_000, 60_000_000)).toBe(true);
    expect(within(rent('bangkok'), 8_000, 80_000)).toBe(true);
    expect(within(rent('dubai'), 2_500, 20_000)).toBe(true);
  });

  it('stores search text the way the engine does', async () => {
    const sample = rows.filter((_, i) => i % 97 === 0);
    for (const r of sample) {
      const def = LISTING_KINDS[r.kind as keyof typeof LISTING_KINDS];
      const same = await sql<{ ok: boolean }>`select search = ${searchVector(def, r.title, r.description, json(r.attrs), r.tags)} as ok from listing where id = ${r.id}`.execute(t.db);
      expect(same.rows[0]!.ok, `#${r.id}`).toBe(true);
    }
  });

  it('images are stored media', async () => {
    const urls = new Set(rows.flatMap((r) => json(r.images) as string[]));
    expect(urls.size).toBeGreaterThanOrEqual(25);
    const hashes = [...urls].map((u) => u.replace('/api/media/', ''));
    const found = await t.db.selectFrom('media').select('hash').where('hash', 'in', hashes).execute();
    expect(found.length).toBe(hashes.length);
  });

  it('companies passed review and have jobs; every job points at its publisher’s company in the same area', () => {
    const companies = rows.filter((r) => r.kind === 'company' && r.review_status === 'passed');
    expect(companies.length).toBeGreaterThanOrEqual(areas.length * 5);
    const byId = new Map(companies.map((c) => [c.id, c]));
    for (const c of companies) expect(rows.some((r) => r.kind === 'job' && r.company_id === c.id && isLive(r)), c.title).toBe(true);
    for (const j of rows.filter((r) => r.kind === 'job')) {
      const c = byId.get(j.company_id);
      expect(c, `job #${j.id}`).toBeDefined();
      expect(c!.user_id).toBe(j.user_id);
      expect(c!.site_area_id).toBe(j.site_area_id);
    }
  });

  it('gives every area’s admins a queue: some waiting, some rejected with a reason; some listings are top placed', () => {
    for (const a of areas) {
      const mine = rows.filter((r) => r.site_area_id === a.id);
      expect(mine.filter((r) => r.review_status === 'pending' && r.status === 'reviewing').length, a.code).toBeGreaterThanOrEqual(3);
      const failed = mine.filter((r) => r.review_status === 'failed');
      expect(failed.length, a.code).toBeGreaterThanOrEqual(2);
      for (const f of failed) expect(f.review_reason).toBeTruthy();
      expect(mine.some((r) => isLive(r) && r.top_until && new Date(r.top_until) > now()), a.code).toBe(true);
    }
  });

  it('publication dates spread over the last 30 days and expire 30 days after', () => {
    const live = rows.filter(isLive);
    const ages = live.map((r) => (now().getTime() - new Date(r.published_at).getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(2);
    expect(Math.max(...ages)).toBeGreaterThan(25);
    expect(Math.max(...ages)).toBeLessThanOrEqual(30);
    for (const r of live) expect(new Date(r.expires_at).getTime() - new Date(r.published_at).getTime()).toBe(30 * 86_400_000);
  });

  it('the demo publisher owns listings in Ho Chi Minh City, a passed company among them; demo publishers can log in', async () => {
    const publisher = await t.db.selectFrom('app_user').select('id').where('username', '=', 'publisher').executeTakeFirstOrThrow();
    const hcm = areas.find((a) => a.code === 'hcm')!;
    const own = rows.filter((r) => r.user_id === publisher.id);
    expect(own.filter((r) => r.site_area_id === hcm.id && isLive(r) && r.kind === 'housing').length).toBeGreaterThanOrEqual(5);
    expect(own.some((r) => r.kind === 'company' && r.review_status === 'passed')).toBe(true);
    expect(own.some((r) => r.kind === 'job' && isLive(r))).toBe(true);
    const users = await t.db.selectFrom('app_user').select('id').where('username', 'like', 'demo\\_%').execute();
    expect(users.length).toBeGreaterThanOrEqual(areas.length * 20);
    const session = await t.login('demo_hcm_3');
    expect(session.token).toBeTruthy();
  });

  it('is what the lists and the Chinese search show', async () => {
    const hcm = areas.find((a) => a.code === 'hcm')!;
    const page = await t.call<ListingPage>('housingList', { siteAreaId: hcm.id, query: { limit: 20 } });
    expect(page.code).toBe(200);
    expect(page.data.list).toHaveLength(20);
    expect(page.data.total).toBeGreaterThanOrEqual(90);
    const found = await t.call<ListingPage>('housingList', { siteAreaId: hcm.id, query: { keyword: '公寓', limit: 5 } });
    expect(found.data.total).toBeGreaterThan(0);
  });

  it('says one thing per fact: text, tags and fields of a listing agree', () => {
    const attrs = (r: Row) => json(r.attrs) as Record<string, any>;
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    for (const c of of('company')) {
      // 扎根胡志明市12年 / 在胡志明市经营5年 / has served … for 5 years, and founded that many years ago.
      const years = Number(/(?:扎根|经营)\D*?(\d+)年|for (\d+) years/.exec(c.description)?.slice(1).find(Boolean));
      expect(years, `${c.title}: ${c.description}`).toBeGreaterThan(0);
      expect(now().getFullYear() - attrs(c).founded, c.title).toBe(years);
    }
    for (const j of of('job').filter((r) => r.lang_type === 'zh')) {
      const a = attrs(j);
      expect(j.description, j.title).toContain(`${a.headcount}名`);
      if (j.tags.includes('包吃住')) expect(a.benefits, j.title).toEqual(expect.arrayContaining(['housing', 'meals']));
      if (a.experience === 'none') expect(j.description, j.title).not.toContain('有相关工作经验');
    }
    for (const h of of('housing')) {
      const a = attrs(h);
      if (h.tags.includes('可养宠物')) expect(a.pets, h.title).toBe(true);
      if (h.tags.includes('拎包入住') || h.title.includes('拎包入住')) expect(a.furnishing, h.title).toBe('full');
      if (h.tags.includes('押一付一')) expect(h.description, h.title).toContain('押1付1');
      if (h.title.includes('高楼层')) expect(a.floor, h.title).toBeGreaterThanOrEqual(15);
    }
    for (const car of of('car')) {
      const a = attrs(car);
      if (a.fuel === 'electric') expect(a.gearbox, car.title).toBe('auto');
      if (car.lang_type === 'zh' && a.deal === 'sale') expect(car.description.includes('手动挡'), car.title).toBe(a.gearbox === 'manual' && a.fuel !== 'electric' && a.fuel !== 'hybrid');
    }
    for (const r of of('jobHunt')) {
      const a = attrs(r);
      if (a.education === 'high_school') expect(a.education_history, r.title).toContain('中学');
      else expect(a.education_history, r.title).not.toContain('中学');
    }
  });

  it('is idempotent: running it (or the whole seed) again writes nothing', async () => {
    // Only this stage's kinds: the whole seed below also runs the hotels', guides' and crew-bus demo seeds the first time.
    const stageCount = () => t.db.selectFrom('listing').select(sql<string>`count(*)`.as('n')).where('kind', 'in', STAGE_KINDS).executeTakeFirstOrThrow();
    const before = await stageCount();
    expect(await seedListingDemo(seedContext())).toBe(false);
    // The whole seed once more: the jobs demo (applications on these listings) may run now, the first time it
    // finds live jobs and resumes; after that nothing runs again.
    const all = { storeImage: imageStoreFor(t.dataDir, t.database), demo: true } as const;
    await runSeeds(t.db, modules, all);
    expect(await runSeeds(t.db, modules, all)).toEqual({ reference: false, demo: false });
    expect((await stageCount()).n).toBe(before.n);
    // The whole seed's first run here draws the other stages' pictures (sharp): 10–20 s on a quiet 2-core machine,
    // past the default 30 s when the machine is busy.
  }, 120_000);

  it('applications come after the job and the resume they join were published', async () => {
    const apps = await sql<{ sent: Date; job: Date; resume: Date }>`select a.created_at as sent, j.published_at as job, r.published_at as resume from job_application a
      join listing j on j.id = a.job_id join listing r on r.id = a.job_hunt_id`.execute(t.db);
    expect(apps.rows.length).toBeGreaterThan(0);
    for (const a of apps.rows) {
      expect(new Date(a.sent).getTime()).toBeGreaterThanOrEqual(new Date(a.job).getTime());
      expect(new Date(a.sent).getTime()).toBeGreaterThanOrEqual(new Date(a.resume).getTime());
    }
  });
});
