import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, contentApp, refusesOutsiders, storedImage } from './support.js';

type Slide = ApiData<'adminCarouselSave'>;
type Entry = ApiData<'adminFunctionEntrySave'>;
type Fields = { fields: Record<string, string> };
type App = Awaited<ReturnType<typeof contentApp>>;

let s: App;
let image = '';
beforeAll(async () => {
  s = await contentApp();
  image = await storedImage(s.t);
});
afterAll(() => s.t.close());

const slide = (over: Record<string, unknown> = {}) => ({
  site_area_id: s.hcm,
  position: 'home',
  titles: { zh: '春节庙会', en: 'Lunar New Year fair', vi: 'Hội chợ Tết' },
  contents: { zh: '第一郡', en: 'District 1', vi: 'Quận 1' },
  image,
  link: '/pagesA/common/single-page?key=about',
  sort: 0,
  ...over,
});
const entry = (over: Record<string, unknown> = {}) => ({
  site_area_id: s.hcm,
  names: { zh: '签证', en: 'Visa', vi: 'Thị thực' },
  icon: image,
  path: '/pagesA/visa/index',
  sort: 0,
  ...over,
});

describe('carousel slides', () => {
  it('an area admin adds a slide and the app’s home shows it at once, edits it and the app shows the edit, removes it; all audited', async () => {
    const { t, hcm, adminHcm } = s;
    // The app has read the home slides (now in the node's settings cache).
    const first = await t.call<ApiData<'carousel'>>('carousel', { siteAreaId: hcm, query: { position: 'home' } });
    expect(first.status).toBe(200);
    const made = await t.call<Slide>('adminCarouselSave', { token: adminHcm.token, body: slide() });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ site_area_id: hcm, titles: { zh: '春节庙会' }, enabled: true, starts_at: null });
    let home = await t.call<ApiData<'carousel'>>('carousel', { siteAreaId: hcm, lang: 'en', query: { position: 'home' } });
    expect(home.data.find((x) => x.id === made.data.id)).toMatchObject({ title: 'Lunar New Year fair', link: '/pagesA/common/single-page?key=about' });

    const edited = await t.call<Slide>('adminCarouselSave', { token: adminHcm.token, body: slide({ id: made.data.id, titles: { zh: '元宵灯会', en: 'Lantern festival', vi: 'Hội hoa đăng' }, link: 'https://example.org/lanterns' }) });
    expect(edited.status).toBe(200);
    home = await t.call<ApiData<'carousel'>>('carousel', { siteAreaId: hcm, lang: 'vi', query: { position: 'home' } });
    expect(home.data.find((x) => x.id === made.data.id)).toMatchObject({ title: 'Hội hoa đăng', link: 'https://example.org/lanterns' });
    // Another area's home never shows it.
    const bkk = await t.call<ApiData<'carousel'>>('carousel', { siteAreaId: s.bangkok, query: { position: 'home' } });
    expect(bkk.data.some((x) => x.id === made.data.id)).toBe(false);

    const list = await t.call<ApiData<'adminCarouselList'>>('adminCarouselList', { token: adminHcm.token, query: { site_area_id: hcm } });
    expect(list.data.list.map((x) => x.id)).toContain(made.data.id);
    expect((await t.call('adminCarouselDelete', { token: adminHcm.token, params: { id: made.data.id } })).status).toBe(200);
    home = await t.call<ApiData<'carousel'>>('carousel', { siteAreaId: hcm, query: { position: 'home' } });
    expect(home.data.some((x) => x.id === made.data.id)).toBe(false);
    const audit = (await auditRows(t, 'carousel')).filter((r) => Number(r.target_id) === made.data.id);
    expect(audit.map((r) => [r.action, r.admin_id, r.site_area_id])).toEqual([
      ['carousel.create', adminHcm.id, hcm],
      ['carousel.update', adminHcm.id, hcm],
      ['carousel.delete', adminHcm.id, hcm],
    ]);
  });

  it('the active window and on/off decide what the app shows', async () => {
    const { t, hcm, adminHcm } = s;
    const now = Math.floor(Date.now() / 1000);
    const later = await t.call<Slide>('adminCarouselSave', { token: adminHcm.token, body: slide({ starts_at: now + 86_400, ends_at: now + 2 * 86_400 }) });
    const off = await t.call<Slide>('adminCarouselSave', { token: adminHcm.token, body: slide({ enabled: false }) });
    const live = await t.call<Slide>('adminCarouselSave', { token: adminHcm.token, body: slide({ starts_at: now - 60, ends_at: now + 86_400 }) });
    const ids = (await t.call<ApiData<'carousel'>>('carousel', { siteAreaId: hcm, query: { position: 'home' } })).data.map((x) => x.id);
    expect(ids).toContain(live.data.id);
    expect(ids).not.toContain(later.data.id);
    expect(ids).not.toContain(off.data.id);
  });

  it('refuses bad input with a 400 naming the field, in the caller’s language', async () => {
    const { t, adminHcm } = s;
    const cases: Array<[Record<string, unknown>, string]> = [
      [slide({ image: 'https://evil.example/x.png' }), 'body.image'],
      [slide({ link: 'javascript:alert(1)' }), 'body.link'],
      [slide({ titles: { zh: '只有中文' } }), 'body.titles.en'],
      [slide({ position: 'Home Page' }), 'body.position'],
      [slide({ starts_at: 2_000_000_000, ends_at: 1_900_000_000 }), 'body.ends_at'],
    ];
    for (const [body, field] of cases) {
      const r = await t.call<Fields>('adminCarouselSave', { token: adminHcm.token, lang: 'en', body });
      expect(r.status, field).toBe(400);
      expect(Object.keys(r.data.fields), field).toContain(field);
    }
    const r = await t.call<Fields>('adminCarouselSave', { token: adminHcm.token, lang: 'en', body: slide({ link: 'javascript:alert(1)' }) });
    expect(r.data.fields['body.link']).toBe('A link is an app path (starting with /) or an http(s) address');
    expect((await t.call('adminCarouselSave', { token: adminHcm.token, body: slide({ id: 99_999_999 }) })).status).toBe(404);
  });

  it('another area’s admin gets 403 and nothing changes; the all-areas slides are the super admin’s; members 403, no token 401', async () => {
    const { t, hcm, adminHcm, adminBkk, superAdmin, member } = s;
    const made = await t.call<Slide>('adminCarouselSave', { token: adminHcm.token, body: slide({ titles: { zh: '原标题', en: 'Original', vi: 'Gốc' } }) });
    expect((await t.call('adminCarouselSave', { token: adminBkk.token, body: slide({ id: made.data.id }) })).status).toBe(403);
    expect((await t.call('adminCarouselSave', { token: adminBkk.token, body: slide({ id: made.data.id, site_area_id: s.bangkok }) })).status).toBe(403);
    expect((await t.call('adminCarouselDelete', { token: adminBkk.token, params: { id: made.data.id } })).status).toBe(403);
    expect((await t.call('adminCarouselList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await t.db.selectFrom('carousel').select('titles').where('id', '=', made.data.id).executeTakeFirstOrThrow()).titles.zh).toBe('原标题');
    const global = await t.call('adminCarouselSave', { token: adminHcm.token, lang: 'en', body: slide({ site_area_id: 0 }) });
    expect(global.status).toBe(403);
    expect(global.message).toBe('Only a super admin can edit content shown in every area');
    const byAll = await t.call<Slide>('adminCarouselSave', { token: superAdmin.token, body: slide({ site_area_id: 0 }) });
    expect(byAll.status).toBe(200);
    // An area admin reads the all-areas slides beside its own, not another area's.
    const seen = await t.call<ApiData<'adminCarouselList'>>('adminCarouselList', { token: adminHcm.token, query: { limit: 100 } });
    expect(new Set(seen.data.list.map((x) => x.site_area_id))).toEqual(new Set([0, hcm]));
    await refusesOutsiders(t, member, [
      ['adminCarouselList', {}],
      ['adminCarouselSave', { body: slide() }],
      ['adminCarouselDelete', { params: { id: made.data.id } }],
    ]);
  });

  it('pages through the list with the shared pager', async () => {
    const { t, adminHcm, hcm } = s;
    const first = await t.call<ApiData<'adminCarouselList'>>('adminCarouselList', { token: adminHcm.token, query: { site_area_id: hcm, limit: 2 } });
    expect(first.data.list).toHaveLength(2);
    expect(first.data.next_cursor).toBeTruthy();
    const second = await t.call<ApiData<'adminCarouselList'>>('adminCarouselList', { token: adminHcm.token, query: { site_area_id: hcm, limit: 2, cursor: first.data.next_cursor! } });
    expect(second.data.list[0]!.id).toBeLessThan(first.data.list[1]!.id);
    expect((await t.call('adminCarouselList', { token: adminHcm.token, query: { cursor: 'bad.cursor' } })).status).toBe(400);
  });
});

describe('function entries', () => {
  it('an area admin adds, edits, turns off and removes an entry; the app’s grid follows at once; audited', async () => {
    const { t, hcm, adminHcm } = s;
    await t.call('functionEntry', { siteAreaId: hcm, query: { position: 'home' } });
    const made = await t.call<Entry>('adminFunctionEntrySave', { token: adminHcm.token, body: entry() });
    expect(made.status).toBe(200);
    let grid = await t.call<ApiData<'functionEntry'>>('functionEntry', { siteAreaId: hcm, lang: 'vi', query: { position: 'home' } });
    expect(grid.data.find((x) => x.id === made.data.id)).toMatchObject({ name: 'Thị thực', path: '/pagesA/visa/index' });
    await t.call<Entry>('adminFunctionEntrySave', { token: adminHcm.token, body: entry({ id: made.data.id, names: { zh: '签证办理', en: 'Visas', vi: 'Làm visa' } }) });
    grid = await t.call<ApiData<'functionEntry'>>('functionEntry', { siteAreaId: hcm, query: { position: 'home' } });
    expect(grid.data.find((x) => x.id === made.data.id)?.name).toBe('签证办理');
    await t.call<Entry>('adminFunctionEntrySave', { token: adminHcm.token, body: entry({ id: made.data.id, enabled: false }) });
    grid = await t.call<ApiData<'functionEntry'>>('functionEntry', { siteAreaId: hcm, query: { position: 'home' } });
    expect(grid.data.some((x) => x.id === made.data.id)).toBe(false);
    expect((await t.call<ApiData<'adminFunctionEntryList'>>('adminFunctionEntryList', { token: adminHcm.token, query: { site_area_id: hcm } })).data.list[0]!.id).toBe(made.data.id);
    expect((await t.call('adminFunctionEntryDelete', { token: adminHcm.token, params: { id: made.data.id } })).status).toBe(200);
    const audit = (await auditRows(t, 'function_entry')).filter((r) => Number(r.target_id) === made.data.id).map((r) => r.action);
    expect(audit).toEqual(['function_entry.create', 'function_entry.update', 'function_entry.update', 'function_entry.delete']);
  });

  it('validation, another area’s admin, members and anonymous callers', async () => {
    const { t, adminHcm, adminBkk, member } = s;
    expect((await t.call('adminFunctionEntrySave', { token: adminHcm.token, body: entry({ path: '//evil.example' }) })).status).toBe(400);
    expect((await t.call('adminFunctionEntrySave', { token: adminHcm.token, body: entry({ names: { zh: '签证', en: '', vi: 'Thị thực' } }) })).status).toBe(400);
    expect((await t.call('adminFunctionEntrySave', { token: adminHcm.token, body: entry({ icon: 'data:image/png;base64,AAAA' }) })).status).toBe(400);
    const made = await t.call<Entry>('adminFunctionEntrySave', { token: adminHcm.token, body: entry() });
    expect((await t.call('adminFunctionEntrySave', { token: adminBkk.token, body: entry({ id: made.data.id, site_area_id: s.bangkok }) })).status).toBe(403);
    expect((await t.call('adminFunctionEntryDelete', { token: adminBkk.token, params: { id: made.data.id } })).status).toBe(403);
    expect((await t.call('adminFunctionEntryList', { token: adminBkk.token, query: { site_area_id: s.hcm } })).status).toBe(403);
    await refusesOutsiders(t, member, [
      ['adminFunctionEntryList', {}],
      ['adminFunctionEntrySave', { body: entry() }],
      ['adminFunctionEntryDelete', { params: { id: made.data.id } }],
    ]);
  });
});
