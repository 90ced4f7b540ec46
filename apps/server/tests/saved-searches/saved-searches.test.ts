import type { ApiData } from '@haiwai/contracts';
import { SAVED_SEARCH } from '@haiwai/contracts/saved-searches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

type Saved = ApiData<'savedSearchSave'>;
type Page = ApiData<'savedSearchList'>;
type One = ApiData<'savedSearchUpdate'>;

let t: TestApp;
let hcm = 0;
let d7 = 0;
let me: { token: string; id: number };
let other: { token: string; id: number };

const save = (token: string | null, body: unknown, lang = 'zh') => t.call<Saved>('savedSearchSave', { token, body, siteAreaId: hcm, lang });
const list = (token: string, query: Record<string, string | number | undefined> = {}, lang = 'zh') => t.call<Page>('savedSearchList', { token, query, lang });

beforeAll(async () => {
  t = await startTestApp();
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
  const districts = await t.db.selectFrom('district').select(['id', 'names']).where('site_area_id', '=', hcm).execute();
  d7 = districts.find((d) => JSON.stringify(d.names).includes('District 7'))!.id;
  const [a, b] = [await t.newUser(), await t.newUser()];
  me = { token: a.token, id: a.id };
  other = { token: b.token, id: b.id };
});
afterAll(() => t.close());

describe('saved-search/save', () => {
  it('saves a kind’s filters and keyword with a default name, its words, and the list page it opens', async () => {
    const r = await save(me.token, { kind: 'housing', query: { keyword: '公寓', deal: 'rent', rooms: 2, district_id: d7, price_max: 20000000 } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ kind: 'housing', paused: false, site_area_id: hcm, last_digest_at: null, created: true });
    expect(r.data.query).toEqual({ deal: 'rent', district_id: String(d7), keyword: '公寓', price_max: '20000000', rooms: '2' });
    expect(r.data.link).toBe(`/pages/house/list?deal=rent&district_id=${d7}&keyword=%E5%85%AC%E5%AF%93&price_max=20000000&rooms=2`);
    expect(r.data.summary).toBe('关键词“公寓” · 第七郡（富美兴） · 价格 ≤ 20000000 · 出租 · 卧室 2');
    expect(r.data.name).toBe('房屋租售 · 关键词“公寓” · 第七郡（富美兴） · 价格 ≤ 200000…');
    expect(r.data.name.length).toBeLessThanOrEqual(SAVED_SEARCH.nameMax);
  });

  it('answers the saved one when the same filters are saved again (any order, any sort), in the caller’s language', async () => {
    const first = (await list(me.token)).data.list[0]!;
    const again = await save(me.token, { kind: 'housing', query: { rooms: '2', district_id: String(d7), deal: 'rent', price_max: '20000000', keyword: '公寓', sort: 'price_asc' } }, 'en');
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: first.id, created: false, summary: 'keyword “公寓” · District 7 (Phu My Hung) · Price ≤ 20000000 · For rent · Bedrooms 2' });
    expect((await list(me.token)).data.list).toHaveLength(1);
  });

  it('takes a name, option lists, ranges and yes/no filters, and every kind’s own parameters', async () => {
    const goods = await save(me.token, { kind: 'shGoods', name: '  便宜的自行车 ', query: { keyword: '自行车', price_max: 500000 } });
    expect(goods.status).toBe(200);
    expect(goods.data.name).toBe('便宜的自行车');
    const homes = await save(me.token, { kind: 'housing', query: { area_sqm_min: 50, area_sqm_max: 90, deal: 'sale' } }, 'vi');
    expect(homes.data.summary).toBe('Bán · Diện tích 50m²–90m²');
    const hotel = await save(me.token, { kind: 'hotel', query: { guests: 2, tags: 'pool,breakfast' } }, 'en');
    expect(hotel.status).toBe(200);
    expect(hotel.data.link).toBe('/pagesA/hotel/list?guests=2&tags=pool%2Cbreakfast');
    const guide = await save(me.token, { kind: 'guide', query: { rating_min: 4 } }, 'en');
    expect(guide.data.query).toEqual({ rating_min: '4' });
  });

  it('refuses an unknown kind, an unknown or malformed filter, a bad name: 400 with the field', async () => {
    for (const body of [
      { kind: 'spaceships', query: {} },
      { query: { deal: 'rent' } },
      { kind: 'housing', query: { colour: 'red' } },
      { kind: 'housing', query: { rooms: 'two' } },
      { kind: 'housing', query: { deal: 'swap' } },
      { kind: 'housing', query: { cursor: 'abc' } },
      { kind: 'housing', query: { keyword: 'x'.repeat(51) } },
      { kind: 'housing', query: {}, name: '' },
      { kind: 'housing', query: {}, name: 'n'.repeat(SAVED_SEARCH.nameMax + 1) },
      { kind: 'housing', query: 'deal=rent' },
    ]) {
      const r = await save(me.token, body, 'en');
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.code).toBe(400);
      expect(r.message.length).toBeGreaterThan(5);
    }
    const wrongRange = await save(me.token, { kind: 'housing', query: { price_min: 9, price_max: 1 } }, 'en');
    expect(wrongRange.status).toBe(200); // an empty range is a search that matches nothing yet, not a malformed one
    await t.call('savedSearchDelete', { token: me.token, params: { id: wrongRange.data.id } });
  });

  it('needs a login: 401 in the envelope', async () => {
    const r = await save(null, { kind: 'housing', query: {} });
    expect(r.status).toBe(401);
    expect(r.code).toBe(401);
    expect((await t.call('savedSearchList', {})).status).toBe(401);
    expect((await t.call('savedSearchUpdate', { params: { id: 1 }, body: { paused: true } })).status).toBe(401);
    expect((await t.call('savedSearchDelete', { params: { id: 1 } })).status).toBe(401);
  });

  it(`keeps at most ${SAVED_SEARCH.perMember} per member: one more is a 409 that says what to do`, async () => {
    const u = await t.newUser();
    for (let i = 0; i < SAVED_SEARCH.perMember; i++) expect((await save(u.token, { kind: 'car', query: { keyword: `车${i}` } })).status).toBe(200);
    const over = await save(u.token, { kind: 'car', query: { keyword: 'one too many' } }, 'en');
    expect(over.status).toBe(409);
    expect(over.message).toBe(`You can keep at most ${SAVED_SEARCH.perMember} saved searches; delete one you no longer need first`);
    // The same search again is still answered (nothing new is stored).
    expect((await save(u.token, { kind: 'car', query: { keyword: '车3' } })).data.created).toBe(false);
    // Several at once never pass the limit either.
    const v = await t.newUser();
    const all = await Promise.all(Array.from({ length: SAVED_SEARCH.perMember + 5 }, (_, i) => save(v.token, { kind: 'car', query: { keyword: `并发${i}` } })));
    expect(all.filter((r) => r.status === 200)).toHaveLength(SAVED_SEARCH.perMember);
    expect(all.filter((r) => r.status === 409)).toHaveLength(5);
  });
});

describe('saved-search/list, update, delete', () => {
  it('lists mine newest first on the shared pager, and none of anyone else’s', async () => {
    await save(other.token, { kind: 'job', query: { keyword: '厨师' } });
    const first = await list(me.token, { limit: 2 });
    expect(first.status).toBe(200);
    expect(first.data.list).toHaveLength(2);
    expect(first.data.next_cursor).toBeTruthy();
    const rest = await list(me.token, { limit: 2, cursor: first.data.next_cursor! });
    const ids = [...first.data.list, ...rest.data.list].map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const theirs = (await list(other.token)).data.list;
    expect(theirs.map((s) => s.kind)).toEqual(['job']);
    expect(ids).not.toContain(theirs[0]!.id);
    expect((await list(me.token, { cursor: 'forged.AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(400);
    expect((await list(me.token, { limit: 51 })).status).toBe(400);
  });

  it('renames, pauses and resumes my own search', async () => {
    const mine = (await list(me.token)).data.list[0]!;
    const renamed = await t.call<One>('savedSearchUpdate', { token: me.token, params: { id: mine.id }, body: { name: '周末看看' } });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ id: mine.id, name: '周末看看', paused: false });
    const paused = await t.call<One>('savedSearchUpdate', { token: me.token, params: { id: mine.id }, body: { paused: true } });
    expect(paused.data.paused).toBe(true);
    const resumed = await t.call<One>('savedSearchUpdate', { token: me.token, params: { id: mine.id }, body: { paused: false, name: '周末' } });
    expect(resumed.data).toMatchObject({ paused: false, name: '周末' });
    for (const body of [{}, { name: ' ' }, { paused: 'yes' }, { name: 'n'.repeat(41) }]) {
      expect((await t.call('savedSearchUpdate', { token: me.token, params: { id: mine.id }, body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('never lets another member read, change or delete my search: 404, as for one that never existed', async () => {
    const mine = (await list(me.token)).data.list[0]!;
    const renamed = await t.call('savedSearchUpdate', { token: other.token, params: { id: mine.id }, body: { name: '抢来的' }, lang: 'en' });
    expect(renamed.status).toBe(404);
    expect(renamed.message).toBe('This saved search does not exist or was deleted');
    expect((await t.call('savedSearchDelete', { token: other.token, params: { id: mine.id } })).status).toBe(404);
    expect((await t.call('savedSearchUpdate', { token: other.token, params: { id: 2_000_000_000 }, body: { paused: true } })).status).toBe(404);
    const still = (await list(me.token)).data.list.find((s) => s.id === mine.id);
    expect(still?.name).toBe('周末');
  });

  it('deletes (unsubscribes) my search; deleting it again is a 404; the slot is free again', async () => {
    const before = (await list(me.token)).data.list;
    const gone = await t.call('savedSearchDelete', { token: me.token, params: { id: before[0]!.id } });
    expect(gone.status).toBe(200);
    expect((await list(me.token)).data.list.map((s) => s.id)).toEqual(before.slice(1).map((s) => s.id));
    expect((await t.call('savedSearchDelete', { token: me.token, params: { id: before[0]!.id } })).status).toBe(404);
    expect((await t.call('savedSearchDelete', { token: me.token, params: { id: 'abc' } })).status).toBe(400);
  });
});
