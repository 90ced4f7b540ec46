import type { LocalizedText } from '@haiwai/contracts';
import { LISTING_KINDS } from '@haiwai/contracts/listings';
import type { SeedContext } from '../../core/module.js';
import { markSeeded, seeded } from '../../core/seed-marker.js';
import { renderBanner } from '../../seed/images.js';
import { searchVector, toColumns } from '../listings/index.js';

const MARK = 'seed.crew-bus-demo';
const DAY = 86_400_000;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** About how many units of each area currency a US dollar buys: the demo's prices are written in dollars. */
const PER_USD: Record<string, number> = { USD: 1, VND: 25_000, THB: 36, MYR: 4.7, PHP: 57, AED: 3.67, SGD: 1.35, IDR: 16_000, KHR: 4_100, CNY: 7.2 };
/** A dollar amount in the area's currency, rounded to two significant figures (25,000 ₫ steps, not 24,987 ₫). */
export function inCurrency(usd: number, currency: string): number {
  const v = usd * (PER_USD[currency] ?? 1);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(v)) - 1);
  return Math.round(v / step) * step;
}

/** Prices are in US dollars (seafarers' pay usually is), converted to the area's currency when seeded. */
type Demo = { kind: 'seaCrew' | 'bus'; cat: number; lang: 'zh' | 'en' | 'vi'; title: string; description: string; price: number | null; unit: string; attrs: Record<string, unknown>; pending?: boolean };

/** Demo posts of both kinds for one area, Chinese first, one English and one Vietnamese each; one crew post waits for review. */
function demosFor(names: LocalizedText): Demo[] {
  const area = names.zh;
  const port = `${names.zh}港`;
  const portEn = `the port of ${names.en}`;
  const portVi = `cảng ${names.vi}`;
  return [
    { kind: 'seaCrew', cat: 0, lang: 'zh', title: `招聘大副 散货船 ${port}上船`, description: `5.7 万吨散货船招大副一名，持有效适任证书，有散货船经验优先。合同 6 个月，${port}上船，包往返机票。`, price: 5200, unit: 'month', attrs: { rank: 'chief_officer', vessel: 'bulk', contract_months: 6, join_port: port, certificates: ['coc', 'stcw', 'seaman_book'] } },
    { kind: 'seaCrew', cat: 0, lang: 'zh', title: `集装箱船招轮机员 2 名`, description: `近洋集装箱航线，招三管轮/轮机员两名，中文工作环境。合同 9 个月，月底在${port}换班。`, price: 3800, unit: 'month', attrs: { rank: 'engineer', vessel: 'container', contract_months: 9, join_port: port, certificates: ['coc', 'stcw', 'medical'] } },
    { kind: 'seaCrew', cat: 1, lang: 'zh', title: `有经验水手求职 持STCW证书`, description: `从事远洋散货船水手 6 年，证书齐全，可随时上船，希望在${area}附近港口换班。`, price: null, unit: 'month', attrs: { rank: 'able_seaman', vessel: 'bulk', contract_months: 8, certificates: ['stcw', 'seaman_book', 'medical'] }, pending: true },
    { kind: 'seaCrew', cat: 0, lang: 'en', title: `Cook wanted for offshore supply vessel`, description: `Offshore supply vessel needs a cook able to serve Chinese and Western meals for 18 crew. 4-month contract, joining at ${portEn}.`, price: 2100, unit: 'month', attrs: { rank: 'cook', vessel: 'offshore', contract_months: 4, join_port: names.en, certificates: ['stcw', 'medical'] } },
    { kind: 'seaCrew', cat: 0, lang: 'vi', title: `Tuyển thợ máy tàu dầu`, description: `Tàu dầu tuyến châu Á cần thợ máy có kinh nghiệm, hợp đồng 7 tháng, lên tàu tại ${portVi}.`, price: 1600, unit: 'month', attrs: { rank: 'oiler', vessel: 'tanker', contract_months: 7, join_port: names.vi, certificates: ['stcw', 'seaman_book'] } },
    { kind: 'bus', cat: 0, lang: 'zh', title: `${area}机场接送 7 座商务车`, description: `7 座商务车，中文司机，航班延误免费等待 60 分钟。提前一天预约，含过路费。`, price: 18, unit: 'trip', attrs: { seats: 7, vehicle: '丰田 Innova', services: ['airport', 'business'], driver_languages: ['zh', 'local'], book_ahead_hours: 24 } },
    { kind: 'bus', cat: 2, lang: 'zh', title: `29 座旅游大巴 按天包车`, description: `29 座空调大巴，适合公司团建、旅游团。按天计价（10 小时内），超时另计。`, price: 130, unit: 'day', attrs: { seats: 29, vehicle: '宇通 29 座', services: ['tour', 'long_distance'], driver_languages: ['local'], book_ahead_hours: 48 } },
    { kind: 'bus', cat: 3, lang: 'en', title: `Crew-change transfers, ${names.en}`, description: `16-seat van for crew changes between the airport, hotels and ${portEn}, day and night; the driver speaks English.`, price: 36, unit: 'trip', attrs: { seats: 16, vehicle: 'Ford Transit', services: ['crew_change', 'airport'], driver_languages: ['en', 'local'], book_ahead_hours: 12 } },
    { kind: 'bus', cat: 1, lang: 'vi', title: `Thuê xe 16 chỗ đi công tác`, description: `Xe 16 chỗ đời mới, tài xế nói tiếng Trung cơ bản, phục vụ đoàn công tác trong và ngoài thành phố.`, price: 80, unit: 'day', attrs: { seats: 16, vehicle: 'Hyundai Solati', services: ['business', 'long_distance'], driver_languages: ['zh', 'vi'], book_ahead_hours: 24 } },
  ];
}

/**
 * Demo crew and bus posts in every area (docs/smaller-screens.md), by the demo member account: the demo publisher is
 * near the area's live-listing limit (30) with the listings demo, and nine more posts took him over it.
 */
export async function seedCrewBusDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const owner = await db.selectFrom('app_user').select('id').where('username', 'in', ['publisher', 'member']).orderBy('username', 'asc').executeTakeFirst();
  if (!owner) return false;
  const areas = (await db.selectFrom('site_area').select(['id', 'names', 'currency']).orderBy('sort').orderBy('id').execute()).map((a) => ({ ...a, names: json<LocalizedText>(a.names) }));
  const cats = await db.selectFrom('category_type').select(['id', 'group_key']).where('group_key', 'in', ['seaCrew', 'bus']).where('site_area_id', '=', 0).orderBy('sort').orderBy('id').execute();
  const photos = await Promise.all([['#0958d9', '#69b1ff'], ['#389e0d', '#95de64'], ['#d46b08', '#ffc069']].map(async (p, i) => storeImage(await renderBanner(p as [string, string], 40 + i))));
  const now = Date.now();
  let total = 0;
  await db.transaction().execute(async (trx) => {
    for (const area of areas) {
      const district = await trx.selectFrom('district').select('id').where('site_area_id', '=', area.id).orderBy('sort').orderBy('id').executeTakeFirst();
      const rows = demosFor(area.names).map((d, i) => {
        const def = LISTING_KINDS[d.kind];
        const category = cats.filter((x) => x.group_key === d.kind)[d.cat];
        const price = d.price === null ? null : inCurrency(d.price, area.currency);
        const body = { title: d.title, description: d.description, price: price ?? undefined, price_unit: d.unit, ...d.attrs };
        const { core, attrs } = toColumns(def, body as never);
        const published = new Date(now - (i + 1) * 0.7 * DAY);
        return {
          ...(core as object),
          kind: d.kind, site_area_id: area.id, user_id: owner.id, lang_type: d.lang, title: d.title, description: d.description, price, price_unit: d.unit, currency: area.currency,
          category_id: category?.id ?? null, district_id: district?.id ?? null, images: JSON.stringify(d.kind === 'bus' ? [photos[i % photos.length]!] : []), attrs: JSON.stringify(attrs),
          status: d.pending ? ('reviewing' as const) : ('online' as const), review_status: d.pending ? ('pending' as const) : ('passed' as const), ever_passed: !d.pending,
          reviewed_at: d.pending ? null : published, published_at: published, expires_at: d.pending ? null : new Date(published.getTime() + 30 * DAY), created_at: published, updated_at: published,
          search: searchVector(def, d.title, d.description, attrs, []),
        };
      });
      await trx.insertInto('listing').values(rows as never).execute();
      total += rows.length;
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${total} demo crew and bus posts in ${areas.length} areas`);
  return true;
}
