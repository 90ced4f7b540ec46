import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.guides-fee';
const NAMES = { zh: '导游翻译入驻', en: 'Guide & translator listing fee', vi: 'Phí đăng hồ sơ hướng dẫn viên & phiên dịch' };

/**
 * The guide listing fee's price in every area: an `open` price with target `guide` (the merchant-opening gate,
 * docs/vip.md), seeded switched off — an area that charges switches it on (`admin/pay/price/save`). Its amount
 * is that of the area's company opening (the same kind of fee), so it starts in the area's currency.
 */
export async function seedGuidesReference(ctx: SeedContext): Promise<boolean> {
  const categories = await seedCategories(ctx);
  return (await seedFee(ctx)) || categories;
}

const c = (zh: string, en: string, vi: string) => ({ zh, en, vi });
/** The `guide` kind's categories (what kind of help), for every area. */
export const GUIDE_CATEGORIES = [
  c('旅游向导', 'Tour guide', 'Hướng dẫn du lịch'),
  c('商务翻译', 'Business interpreting', 'Phiên dịch thương mại'),
  c('生活陪同', 'Everyday help', 'Hỗ trợ đời sống'),
  c('文件翻译', 'Document translation', 'Dịch tài liệu'),
  c('接送包车', 'Pick-up & private car', 'Đưa đón & thuê xe'),
];

async function seedCategories({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, 'seed.guides-categories')) return false;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('category_type').values(GUIDE_CATEGORIES.map((n, i) => ({ site_area_id: 0, group_key: 'guide', names: JSON.stringify(n), parent_id: null, icon: null, sort: i + 1 }))).execute();
    await markSeeded(trx, 'seed.guides-categories');
  });
  log('seeded the guide categories');
  return true;
}

async function seedFee({ db, log }: SeedContext): Promise<boolean> {
  const areas = await db.selectFrom('site_area').select(['id']).execute();
  const marker = `${MARK}:${areas.length}`;
  if (await seeded(db, marker)) return false;
  const companies = await db.selectFrom('price_item').select(['site_area_id', 'amount', 'currency', 'sort']).where('kind', '=', 'open').where('code', '=', 'company').execute();
  let written = 0;
  for (const c of companies) {
    const r = await db
      .insertInto('price_item')
      .values({ site_area_id: c.site_area_id, kind: 'open', code: 'guide', names: JSON.stringify(NAMES), amount: Math.round(Number(c.amount) / 2), currency: c.currency, spec: JSON.stringify({ target: 'guide' }), sort: c.sort + 5, enabled: false, updated_by: null })
      .onConflict((oc) => oc.columns(['site_area_id', 'kind', 'code']).doNothing())
      .executeTakeFirst();
    written += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  // The payment engine's prices come first (its seed runs earlier); without them there is nothing to copy yet.
  if (companies.length < areas.length) return written > 0;
  await markSeeded(db, marker);
  if (written) log(`seeded the guide listing fee (off) in ${written} areas`);
  return written > 0;
}
