import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
let areas: Array<{ id: number; code: string; name: string; currency: string; time_zone: string; price_unit: string; is_default: boolean }>;
beforeAll(async () => {
  t = await startTestApp();
  areas = (await t.call<typeof areas>('siteAreaAll', { lang: 'en' })).data;
});
afterAll(() => t.close());
const idOf = (code: string) => areas.find((a) => a.code === code)!.id;

describe('site areas', () => {
  it('lists at least eight areas with real currencies and time zones, names in the request language', async () => {
    expect(areas.length).toBeGreaterThanOrEqual(8);
    expect(areas.find((a) => a.code === 'hcm')).toMatchObject({ name: 'Ho Chi Minh City', currency: 'VND', time_zone: 'Asia/Ho_Chi_Minh', is_default: true });
    expect(areas.find((a) => a.code === 'dubai')).toMatchObject({ currency: 'AED', time_zone: 'Asia/Dubai' });
    const zh = await t.call<typeof areas>('siteAreaAll');
    expect(zh.data.find((a) => a.code === 'bangkok')!.name).toBe('曼谷');
    expect(zh.data.find((a) => a.code === 'bangkok')!.price_unit).toBe('泰铢');
  });

  it('maps an IP to the nearest area and falls back to the default', async () => {
    const vn = await t.call<{ matched: boolean; country_code: string; site_area: { code: string } }>('siteAreaIpData', { ip: '14.161.0.1' });
    expect(vn.data).toMatchObject({ matched: true, country_code: 'VN', site_area: { code: 'hcm' } });
    const th = await t.call<{ site_area: { code: string } }>('siteAreaIpData', { ip: '1.46.0.1' });
    expect(th.data.site_area.code).toBe('bangkok');
    const local = await t.call<{ matched: boolean; site_area: { code: string } }>('siteAreaIpData', { ip: '127.0.0.1' });
    expect(local.data).toMatchObject({ matched: false, site_area: { code: 'hcm' } });
    const us = await t.call<{ matched: boolean; site_area: { code: string } }>('siteAreaIpData', { ip: '8.8.8.8' });
    expect(us.data).toMatchObject({ matched: false, site_area: { code: 'hcm' } });
  });
});

describe('basis config and messages', () => {
  it('returns the area’s settings in the request language', async () => {
    const r = await t.call<{ app_name: string; title: string; currency: string; price_unit: string; watermark: { enabled: boolean; text: string }; customer_service: { hours: string } }>('basisConfig', { siteAreaId: idOf('kualalumpur'), lang: 'en' });
    expect(r.data).toMatchObject({ app_name: 'Haiwai Link', currency: 'MYR', price_unit: 'MYR', customer_service: { hours: 'Daily 9:00–21:00' } });
    expect(r.data.watermark.enabled).toBe(true);
    const zh = await t.call<{ title: string }>('basisConfig', { siteAreaId: idOf('kualalumpur') });
    expect(zh.data.title).toContain('出海一站式服务');
  });
  it('lets an area override a global setting, from the database', async () => {
    await t.db.insertInto('setting').values({ site_area_id: idOf('manila'), key: 'app_version', value: JSON.stringify('9.9.9') }).execute();
    // Manila has not been read yet in this file, so its (30 s) settings cache is cold.
    const r = await t.call<{ app_version: string }>('basisConfig', { siteAreaId: idOf('manila') });
    expect(r.data.app_version).toBe('9.9.9');
    const other = await t.call<{ app_version: string }>('basisConfig', { siteAreaId: idOf('jakarta') });
    expect(other.data.app_version).toBe('2.1.18');
  });
  it('serves prompt messages, sea-going crew and bus settings', async () => {
    const ts = await t.call<Record<string, string>>('basisTsMsg', { lang: 'vi' });
    expect(ts.data.fraud_warning).toMatch(/lừa đảo/);
    const crew = await t.call<{ title: string }>('configSeaGoingCrew', { lang: 'en' });
    expect(crew.data.title).toBe('Seafarer services');
    const bus = await t.call<{ seats: number[] }>('configBus');
    expect(bus.data.seats).toEqual([7, 16, 29, 45]);
  });
});

describe('content lists', () => {
  it('carousel and its detail; unknown id is 404, bad id is 400', async () => {
    const list = await t.call<Array<{ id: number; title: string; image: string }>>('carousel', { query: { position: 'home' }, lang: 'en' });
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(list.data[0]!.image).toMatch(/^\/api\/media\/[0-9a-f]+$/);
    const one = await t.call<{ id: number; title: string }>('carouselInfo', { params: { id: list.data[0]!.id }, lang: 'en' });
    expect(one.data.title).toBe(list.data[0]!.title);
    expect((await t.call('carouselInfo', { params: { id: 99999 } })).status).toBe(404);
    expect((await t.call('carouselInfo', { params: { id: 'x' } })).status).toBe(400);
  });
  it('function entries point at the spec’s routes', async () => {
    const r = await t.call<Array<{ name: string; path: string; icon: string }>>('functionEntry', { lang: 'en' });
    expect(r.data.map((e) => e.path)).toEqual(expect.arrayContaining(['/pages/house/list', '/pages/car/list', '/pages/job/list', '/pages/visa/list']));
    expect(r.data[0]!.name).toBe('Homes');
  });
  it('the UI word overrides for a lang_type', async () => {
    const en = await t.call<{ lang_type: string; version: string; words: Record<string, string> }>('langFixedWords', { query: { lang_type: 'EN' } });
    expect(en.data.lang_type).toBe('en');
    // Only admins' overrides (ui-words.test.ts): a fresh database has none, the web's bundle has every word.
    expect(en.data.words).toEqual({});
    const long = await t.call('langFixedWords', { query: { lang_type: 'x'.repeat(20) } });
    expect(long.status).toBe(400);
  });
  it('types, districts of the caller’s area, cities, hot keywords, WeChat groups', async () => {
    const types = await t.call<Array<{ group: string; name: string }>>('type', { query: { group: 'enterprise' }, lang: 'en' });
    expect(types.data.length).toBeGreaterThan(3);
    expect(types.data.every((x) => x.group === 'enterprise')).toBe(true);
    const d = await t.call<Array<{ name: string; site_area_id: number }>>('area', { siteAreaId: idOf('hcm'), lang: 'en' });
    expect(d.data.map((x) => x.name)).toContain('District 7 (Phu My Hung)');
    const d2 = await t.call<Array<{ site_area_id: number }>>('area', { siteAreaId: idOf('bangkok') });
    expect(d2.data.every((x) => x.site_area_id === idOf('bangkok'))).toBe(true);
    const cities = await t.call<unknown[]>('cityBasis');
    expect(cities.data.length).toBe(areas.length);
    const hot = await t.call<Array<{ keyword: string }>>('hotKeyword');
    expect(hot.data.map((h) => h.keyword)).toContain('公寓出租');
    const groups = await t.call<Array<{ name: string; qr_image: string }>>('wechatGroup', { siteAreaId: idOf('phnompenh') });
    expect(groups.data[0]!.name).toBe('金边华人交流群');
  });
  it('single content pages by key or id', async () => {
    const about = await t.call<{ id: number; title: string; content: string }>('singlePageInfo', { params: { key: 'about' }, lang: 'en' });
    expect(about.data.title).toBe('About Haiwai Link');
    const byId = await t.call<{ title: string }>('singlePageInfo', { params: { key: String(about.data.id) }, lang: 'en' });
    expect(byId.data.title).toBe('About Haiwai Link');
    expect((await t.call('singlePageInfo', { params: { key: 'nope' } })).status).toBe(404);
    expect([400, 404]).toContain((await t.call('singlePageInfo', { params: { key: '..%2Fetc' } })).status);
    // The basis seed's three, and the safety page the trust module seeds (docs/trust.md).
    const keys = (await t.call<Array<{ key: string }>>('singlePageList')).data.map((p) => p.key).sort();
    expect(keys).toEqual(['about', 'agreement', 'community-rules', 'fees', 'privacy', 'safety']);
  });
});

describe('seed', () => {
  it('is idempotent: running it again changes nothing', async () => {
    const { runSeeds } = await import('../../src/core/seed-runner.js');
    const { modules } = await import('../../src/modules/index.js');
    const before = await t.db.selectFrom('site_area').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // The harness seeds the reference data and the demo accounts; this checks the stages that ran are not run again.
    const ran = await runSeeds(t.db, modules, { storeImage: async () => '/api/media/x', demo: { only: ['auth'] } });
    expect(ran).toEqual({ reference: false, demo: false });
    const after = await t.db.selectFrom('site_area').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
