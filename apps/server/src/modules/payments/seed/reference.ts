import type { LocalizedText } from '@haiwai/contracts';
import { minorDigits } from '@haiwai/contracts/payments/constants';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.payments-prices';

interface Package {
  kind: string;
  code: string;
  names: Required<LocalizedText>;
  /** The price in US cents, turned into each area's currency by `localPrice`. */
  usdCents: number;
  spec: Record<string, number | string | boolean>;
  enabled?: boolean;
}

/**
 * What every area sells at first (admins change prices per area: `admin/pay/price/save`). Merchant opening is
 * seeded switched off: an area that charges for opening a company or shop switches it on.
 */
export const PACKAGES: Package[] = [
  { kind: 'top', code: 'd3', names: { zh: '置顶 3 天', en: 'Top for 3 days', vi: 'Ghim 3 ngày' }, usdCents: 200, spec: { days: 3 } },
  { kind: 'top', code: 'd7', names: { zh: '置顶 7 天', en: 'Top for 7 days', vi: 'Ghim 7 ngày' }, usdCents: 400, spec: { days: 7 } },
  { kind: 'top', code: 'd30', names: { zh: '置顶 30 天', en: 'Top for 30 days', vi: 'Ghim 30 ngày' }, usdCents: 1200, spec: { days: 30 } },
  { kind: 'counts', code: 'c10', names: { zh: '10 次查看 + 10 次沟通', en: '10 views + 10 messages', vi: '10 lượt xem + 10 lượt nhắn' }, usdCents: 300, spec: { views: 10, messages: 10 } },
  { kind: 'counts', code: 'c50', names: { zh: '50 次查看 + 50 次沟通', en: '50 views + 50 messages', vi: '50 lượt xem + 50 lượt nhắn' }, usdCents: 1000, spec: { views: 50, messages: 50 } },
  { kind: 'vip', code: 'm1', names: { zh: 'VIP 月卡', en: 'VIP · 1 month', vi: 'VIP · 1 tháng' }, usdCents: 990, spec: { days: 30, live_limit: 50, free_top_days: 3 } },
  { kind: 'vip', code: 'm3', names: { zh: 'VIP 季卡', en: 'VIP · 3 months', vi: 'VIP · 3 tháng' }, usdCents: 2490, spec: { days: 90, live_limit: 50, free_top_days: 3 } },
  { kind: 'vip', code: 'y1', names: { zh: 'VIP 年卡', en: 'VIP · 1 year', vi: 'VIP · 1 năm' }, usdCents: 8900, spec: { days: 365, live_limit: 100, free_top_days: 5 } },
  { kind: 'ad', code: 'home_banner', names: { zh: '首页轮播 · 每天', en: 'Home carousel · per day', vi: 'Băng chuyền trang chủ · mỗi ngày' }, usdCents: 500, spec: { position: 'home', per_day: true } },
  { kind: 'open', code: 'company', names: { zh: '企业入驻', en: 'Open a company page', vi: 'Mở trang doanh nghiệp' }, usdCents: 2000, spec: { target: 'company' }, enabled: false },
  { kind: 'open', code: 'shop', names: { zh: '店铺入驻', en: 'Open a shop', vi: 'Mở cửa hàng' }, usdCents: 1000, spec: { target: 'shop' }, enabled: false },
];

/** Rough units per US dollar, for starting prices only (not the exchange rates): rounded to amounts people expect to see. */
const PER_USD: Record<string, number> = { USD: 1, VND: 25_000, THB: 35, MYR: 4.5, PHP: 56, SGD: 1.35, IDR: 16_000, AED: 3.67, CNY: 7.2, KHR: 4_100, JPY: 150 };

export function localPrice(usdCents: number, currency: string): number {
  const rate = PER_USD[currency] ?? 1;
  const whole = (usdCents / 100) * rate;
  // Big-unit currencies end in thousands (25,000 ₫), the rest in tenths (9.90 SGD → 13.40).
  const nice = whole >= 1000 ? Math.round(whole / 1000) * 1000 : Math.round(whole * 10) / 10;
  return Math.round(nice * 10 ** minorDigits(currency));
}

/** Every area's starting prices in its currency; areas added later get theirs at the next start (insert only missing). */
export async function seedPrices({ db, log }: SeedContext): Promise<boolean> {
  const areas = await db.selectFrom('site_area').select(['id', 'currency']).execute();
  const done = await seeded(db, `${MARK}:${areas.length}`);
  if (done) return false;
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (const area of areas) {
      const currency = area.currency.trim();
      for (const p of PACKAGES) {
        const r = await trx
          .insertInto('price_item')
          .values({ site_area_id: area.id, kind: p.kind, code: p.code, names: JSON.stringify(p.names), amount: localPrice(p.usdCents, currency), currency, spec: JSON.stringify(p.spec), sort: PACKAGES.indexOf(p) * 10, enabled: p.enabled ?? true, updated_by: null })
          .onConflict((oc) => oc.columns(['site_area_id', 'kind', 'code']).doNothing())
          .executeTakeFirst();
        written += Number(r.numInsertedOrUpdatedRows ?? 0);
      }
    }
    await markSeeded(trx, `${MARK}:${areas.length}`);
  });
  if (written) log(`seeded ${written} prices for ${areas.length} areas`);
  return written > 0;
}
