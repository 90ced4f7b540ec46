import type { ListingCard } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ok, worldOf, type Detail, type Page, type World } from './support/fixtures.js';

/**
 * Search through the API: Chinese (segmented words and bigrams), English, Vietnamese with and without
 * diacritics, keywords with filters, the cross-kind search, and hot keywords computed from the search log.
 * Listings are in Da Nang (published without review); hot keywords use Kuala Lumpur and Bangkok.
 */
let t: TestApp;
let w: World;
let flat: Detail;
let viet: Detail;
let plain: Detail;
let car: Detail;
let rentalCar: Detail;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  const pub = await w.publisher('housing', w.danang);
  flat = await w.create(pub, 'housing', w.danang, 0, { title: '两房一厅公寓出租 近海边', description: '拎包入住，家具齐全', rooms: 2, price: 9000000, deal: 'rent' });
  viet = await w.create(pub, 'housing', w.danang, 1, { title: 'Căn hộ cao cấp Sơn Trà', description: 'Apartment near the River, view đẹp', rooms: 3, price: 15000000, deal: 'sale' });
  plain = await w.create(pub, 'housing', w.danang, 2, { title: 'Can ho mini gia re', description: 'Phong sach se, gan cho', rooms: 1, price: 4000000, deal: 'sale' });
  car = await w.create(pub, 'car', w.danang, 0, { title: 'Toyota Camry 2019 automatic', description: 'One owner, full service history', deal: 'sale' });
  rentalCar = await w.create(pub, 'car', w.danang, 1, { title: '丰田汽车出租 包司机', description: '机场接送，按天出租', deal: 'rent' });
});
afterAll(() => t.close());

const found = async (kind: 'housing' | 'car', keyword: string, query: Record<string, string | number> = {}) =>
  (await ok(w.kindCall<Page>(kind, 'list', { siteAreaId: w.danang, query: { keyword, limit: 50, ...query } }))).data.list.map((c) => c.id);

describe('Chinese', () => {
  it('finds 两房一厅公寓出租 by a word in it (公寓), by a bigram jieba splits (两房), never by a word not in it', async () => {
    expect(await found('housing', '公寓')).toEqual([flat.id]);
    expect(await found('housing', '两房')).toEqual([flat.id]);
    expect(await found('housing', '一厅')).toEqual([flat.id]);
    expect(await found('housing', '出租公寓')).toEqual([flat.id]);
    expect(await found('housing', '家具齐全')).toEqual([flat.id]);
    expect(await found('housing', '别墅')).toEqual([]);
    expect(await found('housing', '公寓 别墅')).toEqual([]);
    expect(await found('housing', '房')).toEqual([flat.id]);
  });
});

describe('English', () => {
  it('matches whole words, case-insensitively, in the title and the description; every word must match', async () => {
    expect(await found('car', 'TOYOTA')).toEqual([car.id]);
    expect(await found('car', 'camry toyota')).toEqual([car.id]);
    expect(await found('car', 'History')).toEqual([car.id]);
    expect(await found('car', 'toyota honda')).toEqual([]);
    expect(await found('housing', 'apartment river')).toEqual([viet.id]);
  });
  it('a keyword of punctuation only finds nothing (rather than everything)', async () => {
    expect(await found('housing', '!!!')).toEqual([]);
  });
});

describe('Vietnamese', () => {
  it('folds diacritics both ways: "can ho" finds "Căn hộ", "căn hộ" finds "Can ho"', async () => {
    expect((await found('housing', 'can ho')).sort()).toEqual([viet.id, plain.id].sort());
    expect((await found('housing', 'căn hộ')).sort()).toEqual([viet.id, plain.id].sort());
    expect(await found('housing', 'Sơn Trà')).toEqual([viet.id]);
    expect(await found('housing', 'son tra')).toEqual([viet.id]);
    expect(await found('housing', 'đẹp')).toEqual([viet.id]);
    expect(await found('housing', 'dep')).toEqual([viet.id]);
  });
});

describe('keyword with filters', () => {
  it('narrows a keyword by the kind’s filters and the price range', async () => {
    expect((await found('housing', 'can ho', { rooms: 1 }))).toEqual([plain.id]);
    expect((await found('housing', 'can ho', { price_min: 10000000 }))).toEqual([viet.id]);
    expect((await found('housing', '公寓', { rooms: 3 }))).toEqual([]);
    expect((await found('car', '出租', { deal: 'rent' }))).toEqual([rentalCar.id]);
    expect((await found('car', '出租', { deal: 'sale' }))).toEqual([]);
  });
  it('pages a keyword search with a cursor', async () => {
    const first = (await ok(w.kindCall<Page>('housing', 'list', { siteAreaId: w.danang, query: { keyword: 'can ho', limit: 1 } }))).data;
    expect(first.total).toBe(2);
    const second = (await ok(w.kindCall<Page>('housing', 'list', { siteAreaId: w.danang, query: { keyword: 'can ho', limit: 1, cursor: first.next_cursor! } }))).data;
    expect([...first.list, ...second.list].map((c) => c.id).sort()).toEqual([viet.id, plain.id].sort());
    expect(second.has_more).toBe(false);
  });
});

describe('across kinds', () => {
  it('hotKeywordDataGroup: totals and first results per kind, only kinds with results', async () => {
    const groups = (await ok(t.call<Array<{ kind: string; total: number; list: ListingCard[] }>>('hotKeywordDataGroup', { siteAreaId: w.danang, query: { keyword: '出租', per_kind: 1 } }))).data;
    expect(groups.map((g) => g.kind)).toEqual(['housing', 'car']);
    expect(groups.find((g) => g.kind === 'housing')).toMatchObject({ total: 1, list: [{ id: flat.id }] });
    expect(groups.find((g) => g.kind === 'car')).toMatchObject({ total: 1, list: [{ id: rentalCar.id }] });
    const none = (await ok(t.call<unknown[]>('hotKeywordDataGroup', { siteAreaId: w.danang, query: { keyword: '潜水艇' } }))).data;
    expect(none).toEqual([]);
    // Another area's listings are not searched.
    expect((await ok(t.call<unknown[]>('hotKeywordDataGroup', { siteAreaId: w.hanoi, query: { keyword: '出租' } }))).data).toEqual([]);
  });
  it('hotKeywordData: one list of every kind, or of one kind', async () => {
    const all = (await ok(t.call<Page>('hotKeywordData', { siteAreaId: w.danang, query: { keyword: '出租' } }))).data;
    expect(all.list.map((c) => c.id).sort()).toEqual([flat.id, rentalCar.id].sort());
    const cars = (await ok(t.call<Page>('hotKeywordData', { siteAreaId: w.danang, query: { keyword: '出租', kind: 'car' } }))).data;
    expect(cars.list.map((c) => c.id)).toEqual([rentalCar.id]);
  });
});

describe('hot keywords', () => {
  it('hotKeywordTop counts distinct searchers of the area over 14 days, only searches that found something', async () => {
    const kl = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data.find((a) => a.code === 'kualalumpur')!.id;
    const bkk = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data.find((a) => a.code === 'bangkok')!.id;
    const pub = await w.publisher('shGoods', kl);
    await w.live(pub, 'shGoods', kl, 0, { title: '九成新冰箱 Fridge', description: '搬家转让 冰箱 fridge' });
    const users = await Promise.all([0, 1, 2].map(() => t.newUser()));
    const search = (keyword: string, opts: { token?: string; ip?: string; siteAreaId?: number } = {}) => ok(t.call('hotKeywordDataGroup', { siteAreaId: kl, query: { keyword }, ...opts }));
    // 冰箱: three people, one of them four times.
    for (const u of users) await search('冰箱', { token: u.token });
    for (let i = 0; i < 3; i++) await search('冰箱', { token: users[0]!.token });
    // fridge: two visitors (by address), one of them twice, and one of them with capitals.
    await search('fridge', { ip: '10.70.0.1' });
    await search('Fridge', { ip: '10.70.0.1' });
    await search('fridge', { ip: '10.70.0.2' });
    // 潜水艇: searched by everyone, found nothing: never a suggestion.
    for (const u of users) await search('潜水艇', { token: u.token });
    // An old search wave (20 days ago) does not count.
    await t.db.insertInto('search_log').values(Array.from({ length: 6 }, (_, i) => ({ site_area_id: kl, keyword: '旧闻', kind: null, user_id: null, searcher: `ip:10.71.0.${i}`, results: 3, created_at: new Date(Date.now() - 20 * 86_400_000) }))).execute();
    // Another area's searches stay there.
    for (const u of users) await search('冰箱', { token: u.token, siteAreaId: bkk });
    // A list search in the area counts too (first page only).
    await ok(w.kindCall<Page>('shGoods', 'list', { siteAreaId: kl, token: users[1]!.token, query: { keyword: 'fridge' } }));

    const top = (await ok(t.call<Array<{ keyword: string; count: number }>>('hotKeywordTop', { siteAreaId: kl }))).data;
    expect(top).toEqual([
      { keyword: 'fridge', count: 3 },
      { keyword: '冰箱', count: 3 },
    ]);
    const one = (await ok(t.call<Array<{ keyword: string; count: number }>>('hotKeywordTop', { siteAreaId: kl, query: { limit: 1 } }))).data;
    expect(one).toHaveLength(1);
    const bangkok = (await ok(t.call<Array<{ keyword: string; count: number }>>('hotKeywordTop', { siteAreaId: bkk }))).data;
    expect(bangkok).toEqual([]);
  });
});
