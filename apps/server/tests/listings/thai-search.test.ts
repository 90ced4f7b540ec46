import type { ApiData } from '@haiwai/contracts';
import { LISTING_KINDS } from '@haiwai/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '../../src/modules/migrations.js';
import { searchVector } from '../../src/modules/listings/listing-core.js';
import { documentLexemes } from '../../src/core/search-text.js';
import { SEGMENTED_SCRIPT_CLASS } from '../../src/core/segment.js';
import { plainText } from '../../src/modules/customer/sanitize.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ok, worldOf, type Detail, type Page, type World } from './support/fixtures.js';

/**
 * Thai (Bangkok) and Khmer (Phnom Penh) search through the API: a word inside a sentence written without spaces
 * is found (ICU word segmentation at index and query time), unrelated listings are not; the FAQ, which uses the
 * same lexemes, likewise. Rows stored before segmentation (no Thai or Khmer lexemes) become findable when the
 * upgrade's migrations recompute them.
 */
type Questions = ApiData<'customerQuestions'>;
type AdminItem = ApiData<'customerAdminSave'>;
const LISTING_REINDEX = '202611270100-listings-search-thai-khmer';
const FAQ_REINDEX = '202611270110-customer-faq-search-thai-khmer';

let t: TestApp;
let w: World;
let bangkok = 0;
let phnomPenh = 0;
let condo: Detail;
let house: Detail;
let chinese: Detail;
let khmer: Detail;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  bangkok = areas.find((a) => a.code === 'bangkok')!.id;
  phnomPenh = areas.find((a) => a.code === 'phnompenh')!.id;
  const pub = await w.publisher('housing', bangkok);
  condo = await w.live(pub, 'housing', bangkok, 0, { title: 'ให้เช่าคอนโดใกล้สถานีรถไฟฟ้า', description: 'Condo for rent, 曼谷公寓, ราคา๑๒๐๐๐บาทต่อเดือน', deal: 'rent' });
  house = await w.live(pub, 'housing', bangkok, 1, { title: 'ขายบ้านเดี่ยวสองชั้นใกล้โรงเรียนนานาชาติ', description: 'บ้านพร้อมสวนและที่จอดรถ', deal: 'sale' });
  chinese = await w.live(pub, 'housing', bangkok, 2, { title: '曼谷两房公寓出租', description: 'Near the BTS, 家具齐全', deal: 'rent' });
  khmer = await w.live(await w.publisher('housing', phnomPenh), 'housing', phnomPenh, 0, { title: 'ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ', description: 'House for rent', deal: 'rent' });
});
afterAll(() => t.close());

const found = async (siteAreaId: number, keyword: string) =>
  (await ok(w.kindCall<Page>('housing', 'list', { siteAreaId, query: { keyword, limit: 50 } }))).data.list.map((c) => c.id).sort((a, b) => a - b);
const ids = (...d: Detail[]) => d.map((x) => x.id).sort((a, b) => a - b);

describe('Thai listings (Bangkok)', () => {
  it('a Thai word inside a sentence finds the listing: คอนโด and รถไฟฟ้า in ให้เช่าคอนโดใกล้สถานีรถไฟฟ้า', async () => {
    expect(await found(bangkok, 'คอนโด')).toEqual(ids(condo));
    expect(await found(bangkok, 'รถไฟฟ้า')).toEqual(ids(condo));
    expect(await found(bangkok, 'สถานีรถไฟฟ้า')).toEqual(ids(condo));
    expect(await found(bangkok, 'ให้เช่า คอนโด')).toEqual(ids(condo));
    expect(await found(bangkok, 'บ้านเดี่ยว')).toEqual(ids(house));
    expect(await found(bangkok, 'ที่จอดรถ')).toEqual(ids(house));
  });
  it('the same query does not match unrelated listings; a word of no listing finds nothing', async () => {
    expect(await found(bangkok, 'คอนโด บ้านเดี่ยว')).toEqual([]);
    expect(await found(bangkok, 'ทาวน์เฮาส์')).toEqual([]);
    expect(await found(phnomPenh, 'คอนโด')).toEqual([]);
  });
  it('Chinese, English and Thai digits in the same text keep working', async () => {
    expect(await found(bangkok, '公寓')).toEqual(ids(condo, chinese));
    expect(await found(bangkok, 'condo')).toEqual(ids(condo));
    expect(await found(bangkok, '12000')).toEqual(ids(condo));
    expect(await found(bangkok, '๑๒๐๐๐')).toEqual(ids(condo));
    expect(await found(bangkok, '公寓 คอนโด')).toEqual(ids(condo));
  });
  it('cross-kind search finds it too', async () => {
    const page = (await ok(t.call<Page>('hotKeywordData', { siteAreaId: bangkok, query: { keyword: 'รถไฟฟ้า' } }))).data;
    expect(page.list.map((c) => c.id)).toEqual([condo.id]);
  });
});

describe('Khmer listings (Phnom Penh)', () => {
  it('ជួល (rent) and ភ្នំពេញ find ផ្ទះសម្រាប់ជួលនៅភ្នំពេញ; លក់ (sell) does not', async () => {
    expect(await found(phnomPenh, 'ជួល')).toEqual(ids(khmer));
    expect(await found(phnomPenh, 'ភ្នំពេញ ផ្ទះ')).toEqual(ids(khmer));
    expect(await found(phnomPenh, 'លក់')).toEqual([]);
  });
});

describe('FAQ (same lexemes)', () => {
  let entry: AdminItem;
  let other: AdminItem;
  const faqSearch = async (keyword: string) =>
    (await ok(t.call<Questions>('customerQuestions', { siteAreaId: bangkok, query: { keyword } }))).data.list.map((q) => q.id).sort((a, b) => a - b);
  beforeAll(async () => {
    const admin = await t.login('admin_bangkok');
    const categoryId = (await t.call<Array<{ id: number }>>('customerCategories', { siteAreaId: bangkok })).data[0]!.id;
    const save = (title: string, answer: string) =>
      ok(t.call<AdminItem>('customerAdminSave', { token: admin.token, body: { site_area_id: bangkok, lang: 'zh', category_id: categoryId, title, answer, sort: 5 } }));
    entry = (await save('วิธีต่อสัญญาเช่าคอนโด', '<p>ติดต่อเจ้าของห้องล่วงหน้าสามสิบวัน</p>')).data;
    other = (await save('ขายรถยนต์มือสองต้องใช้เอกสารอะไรบ้าง', '<p>เล่มทะเบียนรถและบัตรประชาชน</p>')).data;
  });
  it('a Thai word of the title or the answer finds the entry, not the unrelated one', async () => {
    expect(await faqSearch('คอนโด')).toEqual([entry.id]);
    expect(await faqSearch('สัญญาเช่า')).toEqual([entry.id]);
    expect(await faqSearch('เจ้าของห้อง')).toEqual([entry.id]);
    expect(await faqSearch('รถยนต์')).toEqual([other.id]);
    expect(await faqSearch('คอนโด รถยนต์')).toEqual([]);
  });
});

describe('upgrade: rows stored before segmentation', () => {
  /** What the engine stored before: the same text with every Thai and Khmer character a separator (they gave no lexeme). */
  const strip = (s: string) => s.replace(new RegExp(SEGMENTED_SCRIPT_CLASS, 'g'), ' ');
  const searchOf = async (table: 'listing' | 'faq_entry', id: number) =>
    (await sql<{ s: string }>`select search::text as s from ${sql.table(table)} where id = ${id}`.execute(t.db)).rows[0]!.s;

  it('are found again after the upgrade’s migrations recompute them; other rows are left as they were', async () => {
    const row = await w.row(condo.id);
    const attrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, unknown>;
    const current = await searchOf('listing', condo.id);
    await t.db.updateTable('listing').set({ search: searchVector(LISTING_KINDS.housing, strip(row.title), strip(row.description), attrs, row.tags) }).where('id', '=', condo.id).execute();
    const faq = await t.db.selectFrom('faq_entry').select(['id', 'title', 'answer']).where('title', '=', 'วิธีต่อสัญญาเช่าคอนโด').executeTakeFirstOrThrow();
    const faqId = faq.id;
    const faqCurrent = await searchOf('faq_entry', faqId);
    await t.db.updateTable('faq_entry').set({ search: sql`array_to_tsvector(${documentLexemes(strip(faq.title), strip(plainText(faq.answer)))}::text[])` }).where('id', '=', faqId).execute();

    // Before: the old lexemes hold no Thai word (English, Chinese and digits only).
    expect(await found(bangkok, 'คอนโด')).toEqual([]);
    expect(await found(bangkok, 'condo')).toEqual(ids(condo));
    const faqFound = async (keyword: string) => (await ok(t.call<Questions>('customerQuestions', { siteAreaId: bangkok, query: { keyword } }))).data.list.map((q) => q.id);
    expect(await faqFound('คอนโด')).toEqual([]);

    // A row without Thai or Khmer is not rewritten (a marker in its words stays).
    const chineseSearch = await searchOf('listing', chinese.id);
    await t.db.updateTable('listing').set({ search: sql`array_to_tsvector(array['marker'])` }).where('id', '=', chinese.id).execute();
    const updatedAt = (await w.row(condo.id)).updated_at;
    // The upgrade: both migrations are in the server's list, were applied at start, and run as the Migrator runs them.
    const migrations = allMigrations();
    const applied = (await t.db.selectFrom('kysely_migration' as never).select('name' as never).execute()) as Array<{ name: string }>;
    expect(applied.map((m) => m.name)).toEqual(expect.arrayContaining([LISTING_REINDEX, FAQ_REINDEX]));
    await t.db.transaction().execute(async (trx) => {
      await migrations[LISTING_REINDEX]!.up(trx);
      await migrations[FAQ_REINDEX]!.up(trx);
    });

    expect(await found(bangkok, 'คอนโด')).toEqual(ids(condo));
    expect(await found(bangkok, 'รถไฟฟ้า')).toEqual(ids(condo));
    expect(await faqFound('คอนโด')).toEqual([faqId]);
    // Exactly what saving them today stores; rows without Thai or Khmer, and everything else of a row, unchanged.
    expect(await searchOf('listing', condo.id)).toBe(current);
    expect(await searchOf('faq_entry', faqId)).toBe(faqCurrent);
    expect(await searchOf('listing', chinese.id)).toBe("'marker'");
    expect((await w.row(condo.id)).updated_at).toEqual(updatedAt);
    await t.db.updateTable('listing').set({ search: sql`${chineseSearch}::tsvector` }).where('id', '=', chinese.id).execute();
    expect(await found(bangkok, '公寓')).toEqual(ids(condo, chinese));
  });
});
