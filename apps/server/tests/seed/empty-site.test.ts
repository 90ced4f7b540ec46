import { LISTING_KINDS } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../src/core/seed-runner.js';
import { modules } from '../../src/modules/index.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { validBody } from '../listings/support/generator.js';
import { upload } from '../media/helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * SEED_DEMO=false gives a working empty site: the reference data (areas, basis data, categories) and nobody's
 * content; a newcomer registers and publishes. Turning the demo on later brings it once; starting again (or a
 * database seeded by the older one-stage layout) writes nothing.
 */
let t: TestApp;
let hcm: number;
const TABLES = ['site_area', 'area_code', 'district', 'city', 'setting', 'prompt_message', 'language', 'function_entry', 'carousel', 'single_page', 'hot_keyword', 'category_type', 'wechat_group', 'app_user', 'admin_site_area', 'listing', 'job_application', 'job_hunt_unlock', 'media'] as const;
type Table = (typeof TABLES)[number];

async function counts(): Promise<Record<Table, number>> {
  const out = {} as Record<Table, number>;
  for (const table of TABLES) out[table] = Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return out;
}
const seedAll = () => runSeeds(t.db, modules, { storeImage: imageStoreFor(t.dataDir, t.database), demo: true });

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
});
afterAll(() => t?.close());

describe('an empty site (SEED_DEMO=false)', () => {
  it('has the reference data and no demo content', async () => {
    const n = await counts();
    for (const table of ['site_area', 'area_code', 'district', 'city', 'language', 'function_entry', 'carousel', 'single_page', 'hot_keyword', 'category_type', 'wechat_group'] as const) expect(n[table], table).toBeGreaterThan(0);
    expect(n.app_user).toBe(0);
    expect(n.admin_site_area).toBe(0);
    expect(n.listing).toBe(0);
    const settings = (await t.db.selectFrom('setting').select('key').where('site_area_id', '=', 0).execute()).map((s) => s.key);
    expect(settings).toEqual(expect.arrayContaining(['app_name', 'listing_expiry_days', 'job_hunt_unlock_quota', 'seed.site-area', 'seed.basis', 'seed.listing-reference']));
    expect(settings).not.toContain('seed.demo-users');
  });

  it('serves the home page data', async () => {
    const areas = await t.call<Array<{ code: string }>>('siteAreaAll');
    expect(areas.code).toBe(200);
    expect(areas.data.map((a) => a.code)).toContain('hcm');
    const config = await t.call<{ app_name?: string }>('basisConfig', { siteAreaId: hcm });
    expect(config.code).toBe(200);
    const entries = await t.call<unknown[]>('functionEntry', { siteAreaId: hcm });
    expect(entries.code).toBe(200);
    expect(entries.data.length).toBeGreaterThan(0);
    for (const group of ['housing', 'shGoods', 'car', 'job', 'talent', 'enterprise']) {
      const types = await t.call<unknown[]>('type', { siteAreaId: hcm, query: { group } });
      expect(types.data.length, group).toBeGreaterThan(0);
    }
    expect((await t.call<unknown[]>('wechatGroup', { siteAreaId: hcm })).data.length).toBe(1);
  });

  it('lets a newcomer register and publish a listing', async () => {
    const who = await t.newUser();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).png().toBuffer();
    const up = await upload(t, png, { token: who.token, type: 'image/png', filename: 'a.png' });
    expect(up.body.code).toBe(200);
    const def = LISTING_KINDS.shGoods;
    const categories = (await t.db.selectFrom('category_type').select('id').where('group_key', '=', def.categoryGroup ?? def.kind).where('site_area_id', '=', 0).orderBy('id').execute()).map((c) => c.id);
    const districts = (await t.db.selectFrom('district').select('id').where('site_area_id', '=', hcm).orderBy('id').execute()).map((d) => d.id);
    const saved = await t.call<{ id: number }>('shGoodsSave', { token: who.token, siteAreaId: hcm, body: validBody(def, { categories, districts, images: [up.body.data.url] }) });
    expect(saved.status, saved.message).toBe(200);
    const row = await t.db.selectFrom('listing').select(['user_id', 'site_area_id']).where('id', '=', saved.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: who.id, site_area_id: hcm });
  });
});

describe('turning the demo on later', () => {
  let before: Record<Table, number>;
  let after: Record<Table, number>;

  beforeAll(async () => {
    before = await counts();
    expect(await seedAll()).toEqual({ reference: false, demo: true });
    after = await counts();
  }, 300_000);

  it('brings the demo accounts, their listings and applications, and keeps the reference data as it was', async () => {
    expect(after.app_user).toBeGreaterThan(before.app_user + 200);
    expect(after.admin_site_area).toBe(before.site_area);
    expect(after.listing).toBeGreaterThan(before.listing + 3000);
    expect(after.job_application).toBeGreaterThan(0);
    for (const table of ['site_area', 'district', 'function_entry', 'carousel', 'category_type', 'wechat_group'] as const) expect(after[table], table).toBe(before[table]);
    expect((await t.login('member')).token).toBeTruthy();
    expect((await t.login('admin_hcm')).token).toBeTruthy();
  });

  it('writes nothing on the next start', async () => {
    expect(await seedAll()).toEqual({ reference: false, demo: false });
    expect(await counts()).toEqual(after);
  });

  it('writes nothing on a database seeded by the one-stage layout (marker seed.version only)', async () => {
    await t.db.deleteFrom('setting').where('site_area_id', '=', 0).where('key', 'in', ['seed.site-area', 'seed.basis', 'seed.demo-users']).execute();
    await t.db.insertInto('setting').values({ site_area_id: 0, key: 'seed.version', value: JSON.stringify('kernel-1') }).execute();
    expect(await seedAll()).toEqual({ reference: false, demo: false });
    expect(await counts()).toEqual({ ...after, setting: after.setting - 2 });
  });
});
