import { LISTING_KINDS, saveBodySchema, type Lang, type ListingKindDef, type ListingSaveBody, type LocalizedText } from '@haiwai/contracts';
import { sql } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { hashPassword, DEMO_PASSWORD } from '../../auth/index.js';
import { searchVector, toColumns } from '../listing-core.js';
import {
  areaFlavors, carModels, carTags, chineseName, companyBrands, defaultFlavor, goodsItems, goodsReasons, goodsTags, housingTags, jobTags, jobTitles,
  nickname, NUM_ZH, rejectReasons, talentServices, ypBrands, type AreaFlavor,
} from './demo-content.js';
import { renderDemoImages, type DemoImagePool } from './demo-images.js';

/**
 * Demo listings for every site area: about 320 per area across every kind (Chinese first, some English and
 * Vietnamese), priced in the area's currency, in its districts, with generated pictures, demo publishers,
 * companies with their jobs, resumes, talent and yellow pages; a few waiting for review and a few rejected so
 * the admin queue has work. Every body is checked against its kind's declaration (`saveBodySchema`) before
 * it is written, and stored the way the engine stores it (`toColumns`, `searchVector`).
 *
 * Runs once (marker setting), one transaction per area; an area that already has its demo publishers is
 * skipped, so a run cut short finishes the rest next time without duplicating anything.
 */
const MARK = 'seed.listing-demo';
const DAY = 86_400_000;
const EXPIRY_DAYS = 30;
const USERS_PER_AREA = 24;
const COMPANY_OWNERS = companyBrands.length; // slots 0..9 own one company each
/** Per area, live: housing 100, shGoods 72, car 40 (28 sale, 12 rent), company 10, job 36, jobHunt 14, talent 22, yp 12. */
const COUNTS = { housing: 100, shGoods: 72, carSale: 28, carRent: 12, job: 36, talent: 22, yp: 12 } as const;
/** Job categories each brand hires for (indexes of the 'job' categories). */
const BRAND_JOB_CATS = [[2, 0], [2, 1, 3], [5], [6, 1, 4], [0, 1], [0, 3, 1], [4, 6, 1], [2, 7], [5], [7, 1, 0]] as const;

type State = 'live' | 'pending' | 'failed' | 'sold' | 'offline';
interface Draft {
  def: ListingKindDef;
  body: ListingSaveBody;
  /** index into the area's demo users, or 'publisher' for the 13800000002 account */
  owner: number | 'publisher';
  /** for jobs: the company (index of the area's companies) */
  company?: number;
  state: State;
  reason?: string;
  top?: boolean;
}

export interface AreaRow {
  id: number;
  code: string;
  names: LocalizedText;
  currency: string;
  latitude: number;
  longitude: number;
}
export interface Ref {
  id: number;
  names: LocalizedText;
}

/** Small deterministic random source, so every start draws the same demo data. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
    some: <T>(xs: readonly T[], n: number): T[] => [...xs].sort(() => next() - 0.5).slice(0, n),
  };
}
type Rng = ReturnType<typeof rng>;

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** A price between min and max (skewed towards the lower half, as asking prices are), in steps of `step`. */
function price(r: Rng, [min, max]: readonly [number, number], step: number) {
  const v = min + (max - min) * r.next() ** 1.6;
  return Math.max(step, Math.round(v / step) * step);
}
const fmtDate = (d: Date) => d.toISOString().slice(0, 10);

/** The words of one area the generators need. */
interface Ctx {
  r: Rng;
  area: AreaRow;
  f: AreaFlavor;
  districts: Ref[];
  cats: Record<string, Ref[]>;
  img: DemoImagePool;
  now: Date;
}

function pickLang(c: Ctx): Lang {
  const x = c.r.next();
  if (c.f.vietnamese) return x < 0.78 ? 'zh' : x < 0.92 ? 'vi' : 'en';
  return x < 0.82 ? 'zh' : x < 0.96 ? 'en' : 'vi';
}
const phone = (c: Ctx) => `${c.f.phone} ${c.r.int(100, 999)} ${c.r.int(1000, 9999)}`;
function place(c: Ctx) {
  const d = c.r.pick(c.districts);
  return { district: d, lat: +(c.area.latitude + (c.r.next() - 0.5) * 0.1).toFixed(6), lng: +(c.area.longitude + (c.r.next() - 0.5) * 0.1).toFixed(6) };
}
const name = (t: LocalizedText, lang: Lang) => t[lang] || t.zh;

/** The facts of one home that its title, description and tags all repeat (so none of them says otherwise). */
function homeFacts(r: Rng, cat: number, sale: boolean, furnishing: string) {
  const floor = cat === 2 ? r.int(1, 3) : cat === 5 ? 1 : r.int(1, 40);
  const minLease = cat === 3 ? r.pick([1, 3, 6]) : r.pick([3, 6, 12]);
  const deposit = r.int(1, 2);
  const pay = r.pick([1, 3]);
  const billsIncluded = cat === 3 || (cat === 1 && r.chance(0.4));
  const amenity = cat === 0 || cat === 3 ? r.pick(['pool', 'lift', 'light'] as const) : null;
  const villa = cat === 2 ? r.pick(['带泳池', '带花园', '带车库']) : null;
  const pets = r.chance(0.3);
  const ready = furnishing === 'full' && !sale;
  const tagOk: Record<string, boolean> = {
    拎包入住: ready, 可短租: !sale && minLease <= 3, 押一付一: !sale && deposit === 1 && pay === 1, 可养宠物: pets,
    带泳池: amenity === 'pool' || villa === '带泳池', 有健身房: amenity === 'pool', 高楼层: floor >= 15, 江景: floor >= 10, 新装修: furnishing !== 'none',
  };
  return { floor, minLease, deposit, pay, billsIncluded, amenity, villa, pets, ready, tags: housingTags.filter((t) => tagOk[t] ?? true) };
}

function housing(c: Ctx, owner: number | 'publisher', state: State = 'live'): Draft {
  const { r, f } = c;
  const def = LISTING_KINDS.housing;
  const x = r.next();
  const cat = x < 0.45 ? 0 : x < 0.65 ? 1 : x < 0.75 ? 2 : x < 0.87 ? 3 : x < 0.96 ? 4 : 5;
  const sale = (cat === 0 || cat === 2 || cat === 4) && r.chance(0.22);
  const rooms = [r.int(1, 3), 1, r.int(3, 5), r.int(1, 2), 0, 0][cat]!;
  const sqm = [40 + rooms * 25 + r.int(-10, 25), r.int(14, 26), r.int(150, 420), r.int(35, 85), r.int(50, 320), r.int(500, 5000)][cat]!;
  // Serviced apartments come furnished; shops and warehouses empty.
  const furnishing = cat >= 4 ? 'none' : cat === 3 ? 'full' : r.pick(['full', 'full', 'full', 'partial', 'none'] as const);
  const { district, lat, lng } = place(c);
  const bld = r.pick(f.buildings);
  const lm = r.pick(f.landmarks);
  const [rmin, rmax] = f.rent;
  const p = sale
    ? price(r, cat === 2 ? [300_000 * f.homeLevel * f.perUsd, 1_500_000 * f.homeLevel * f.perUsd] : cat === 4 ? [180_000 * f.homeLevel * f.perUsd, 900_000 * f.homeLevel * f.perUsd] : [70_000 * rooms * f.homeLevel * f.perUsd, 180_000 * rooms * f.homeLevel * f.perUsd], f.step * 100)
    : price(r, cat === 0 ? [rmin * (0.7 + rooms * 0.3), rmax * (0.4 + rooms * 0.2)] : cat === 1 ? f.room : cat === 2 ? [rmin * 2.5, rmax * 2.5] : cat === 3 ? [rmin * 1.2, rmax * 1.1] : cat === 4 ? [rmin * 1.5, rmax * 4] : [rmin * 4, rmax * 10], f.step);
  const lang = pickLang(c);
  const h = homeFacts(r, cat, sale, furnishing);
  const dz = name(district.names, lang);
  const furnZh = { full: '家具齐全', partial: '部分家具', none: '空房' }[furnishing];
  const rz = NUM_ZH[rooms] ?? String(rooms);
  let title: string;
  let description: string;
  if (lang === 'zh') {
    const verb = sale ? '出售' : '出租';
    title = [
      `${bld} ${rz}房${rooms > 1 ? '两' : '一'}厅 ${furnZh} ${r.pick(['随时看房', '近' + lm, ...(h.ready ? ['拎包入住'] : []), ...(h.floor >= 15 ? ['高楼层视野好'] : [])])}`,
      `${dz} 合租${r.pick(['主卧', '次卧', '单间'])} ${r.pick(['独立卫浴', '限女生', '中国室友', ...(h.billsIncluded ? ['包水电网'] : [])])}`,
      `${dz} ${r.pick(['独栋别墅', '联排洋房', '花园别墅'])} ${rz}房 ${h.villa} ${verb}`,
      `${dz} 服务式公寓 ${rz}房 含保洁水电网 ${r.pick(['近' + lm, h.minLease === 1 ? '可月租' : h.minLease <= 3 ? '可短租' : '长租优惠'])}`,
      `${dz} ${r.pick(['临街商铺', '写字楼', '办公室'])} ${sqm}㎡ ${r.pick(['适合餐饮', '可注册公司', '交通便利'])} ${verb}`,
      `${dz} 厂房仓库 ${sqm}㎡ ${r.pick(['可办环评', '带办公区', '近高速口'])}`,
    ][cat]!;
    const amenityZh = { pool: '小区有泳池、健身房，24小时保安。', lift: '电梯房，物业管理好，可停摩托车。', light: '采光好，阳台可晾衣服，厨房可以明火做饭。' };
    description = [
      `${verb}${dz}${cat === 1 ? '合租房间' : bld}，${cat >= 4 ? '' : `${rz}房，`}面积约${sqm}平方米，${furnZh}${cat === 2 || cat >= 4 ? '' : `，位于${h.floor}楼`}。`,
      `步行约${r.int(3, 15)}分钟到${lm}，周边有超市、中餐馆和便利店。`,
      h.amenity ? amenityZh[h.amenity] : '',
      sale
        ? '产权清晰，可协助办理过户手续，支持看房。'
        : `押${h.deposit}付${h.pay}，最短租期${h.minLease}个月，${h.billsIncluded ? '水电网全包' : r.pick(['水电按当地价格', '含物业费，水电另计', '网费另计'])}${h.pets ? '，可以养宠物' : ''}。`,
      '中文沟通，看房请提前一天联系。',
    ].join('');
  } else if (lang === 'en') {
    const kind = ['apartment', 'room in a shared flat', 'house', 'serviced apartment', 'shop / office', 'warehouse'][cat]!;
    title = `${rooms ? `${rooms}BR ` : ''}${kind} for ${sale ? 'sale' : 'rent'}, ${cat === 0 || cat === 3 ? bld : dz}`.slice(0, 60);
    description = `${rooms ? `${rooms}-bedroom ` : ''}${kind} in ${dz}, about ${sqm} m², ${furnishing === 'full' ? 'fully furnished' : furnishing === 'partial' ? 'partly furnished' : 'unfurnished'}. A few minutes from ${lm}; supermarkets and restaurants nearby. ${sale ? 'Clear title, viewing any day.' : `Minimum stay ${h.minLease} month${h.minLease > 1 ? 's' : ''}, deposit ${h.deposit} month${h.deposit > 1 ? 's' : ''}.`} Chinese and English spoken.`;
  } else {
    const kind = ['căn hộ', 'phòng ở ghép', 'nhà phố', 'căn hộ dịch vụ', 'mặt bằng', 'kho xưởng'][cat]!;
    title = `${sale ? 'Bán' : 'Cho thuê'} ${kind}${rooms ? ` ${rooms}PN` : ''} ${cat === 0 || cat === 3 ? bld : dz}`.slice(0, 60);
    description = `${sale ? 'Bán' : 'Cho thuê'} ${kind} tại ${dz}, diện tích khoảng ${sqm} m², ${furnishing === 'full' ? 'đầy đủ nội thất' : furnishing === 'partial' ? 'nội thất cơ bản' : 'nhà trống'}. Gần ${lm}, tiện đi chợ, siêu thị. ${sale ? 'Sổ hồng chính chủ.' : `Hợp đồng tối thiểu ${h.minLease} tháng, cọc ${h.deposit} tháng.`} Chủ nhà nói được tiếng Trung.`;
  }
  const pics = cat === 2 || cat === 5 ? [r.pick(c.img.buildings), ...r.some(c.img.rooms, r.int(1, 3))] : [...r.some(c.img.rooms, r.int(2, 5)), r.pick(c.img.buildings)];
  const body: ListingSaveBody = {
    title, description, price: p, price_unit: sale ? 'total' : 'month', category_id: c.cats.housing![cat]!.id, district_id: district.id,
    tags: lang === 'zh' ? r.some(h.tags, r.int(1, 4)) : [], images: pics, address: `${bld}, ${name(district.names, 'en')}`, latitude: lat, longitude: lng,
    contact_name: null, contact_phone: phone(c), lang_type: lang,
    deal: sale ? 'sale' : 'rent', area_sqm: sqm, rooms, bathrooms: cat >= 4 ? r.int(1, 2) : Math.max(1, rooms - r.int(0, 1)), floor: h.floor,
    furnishing, move_in: fmtDate(new Date(c.now.getTime() + r.int(0, 30) * DAY)), pets: h.pets,
  };
  return { def, body, owner, state };
}

function goods(c: Ctx, owner: number, state: State = 'live'): Draft {
  const { r, f } = c;
  const def = LISTING_KINDS.shGoods;
  const item = r.pick(goodsItems);
  const lang = pickLang(c);
  const { district, lat, lng } = place(c);
  const condition = r.pick(['new', 'like_new', 'like_new', 'good', 'good', 'fair'] as const);
  const condZh = { new: '全新未拆封', like_new: '九五新', good: '八成新', fair: '有使用痕迹' }[condition];
  const reason = r.pick(goodsReasons[lang]);
  const step = Math.max(1, f.step / (f.step >= 1000 ? 10 : 5));
  const p = price(r, [item.usd[0] * f.perUsd, item.usd[1] * f.perUsd], step);
  const dz = name(district.names, lang);
  // Hand-over and haggling decided once; the text and the tags follow them.
  const negotiable = r.chance(0.6);
  const delivery = r.pick([['pickup'], ['delivery', 'pickup'], ['delivery']]);
  const handOverZh = delivery.length === 2 ? r.pick(['自提或附近送货', '可当面验货，附近可以送货']) : delivery[0] === 'pickup' ? r.pick(['自提', '自提，可当面验货']) : '可以送货上门';
  const tagOk: Record<string, boolean> = { 可小刀: negotiable, 自提优先: delivery.includes('pickup'), 包邮: delivery.includes('delivery'), 九成新: condition === 'like_new' || condition === 'good' };
  const title = lang === 'zh' ? `${item.zh} ${condZh} ${reason}` : lang === 'en' ? `${item.en}, ${condition.replace('_', ' ')}, ${reason}` : `${item.vi} ${reason}`;
  const extra = item.cat === 0 ? ['配件齐全', '有发票', '屏幕无划痕', '送保护套'] : ['配件齐全', '有发票', '原包装还在'];
  const description =
    lang === 'zh'
      ? `${reason}，${item.zh}，${condZh}，功能一切正常，${r.pick(extra)}。${dz}${handOverZh}，${negotiable ? '价格可小刀' : r.pick(['诚心要的私聊', '不议价'])}。`
      : lang === 'en'
        ? `${item.en} in ${condition.replace('_', ' ')} condition, works perfectly. Selling because I am ${reason}. ${delivery.includes('pickup') ? `Pick-up in ${dz}` : `Delivery in ${dz}`}${delivery.length === 2 ? '; delivery nearby possible' : ''}.${negotiable ? ' Price negotiable.' : ''}`
        : `${item.vi}, còn tốt, hoạt động bình thường. Lý do bán: ${reason}. ${delivery.includes('pickup') ? `Nhận hàng tại ${dz}` : `Giao hàng tại ${dz}`}${delivery.length === 2 ? ', có thể giao gần' : ''}.`;
  const body: ListingSaveBody = {
    title: title.slice(0, 60), description, price: p, category_id: c.cats.shGoods![item.cat]!.id, district_id: district.id,
    tags: lang === 'zh' ? r.some(goodsTags.filter((t) => tagOk[t] ?? true), r.int(0, 2)) : [], images: [c.img.goods[item.pic]!, ...r.some(c.img.goods, r.int(0, 2)).filter((u) => u !== c.img.goods[item.pic])],
    address: name(district.names, 'en'), latitude: lat, longitude: lng, contact_name: null, contact_phone: phone(c), lang_type: lang,
    condition, negotiable, delivery,
  };
  return { def, body, owner, state };
}

function car(c: Ctx, owner: number, rent: boolean, state: State = 'live'): Draft {
  const { r, f } = c;
  const def = LISTING_KINDS.car;
  const m = r.pick(carModels.filter((x) => x.make !== 'VinFast' || f.vietnamese));
  const year = r.int(2014, c.now.getFullYear());
  const age = c.now.getFullYear() - year;
  const lang = pickLang(c);
  const { district, lat, lng } = place(c);
  const depreciation = Math.max(0.45, 1 - age * 0.06);
  const unit = rent ? (r.chance(0.8) ? 'day' : 'month') : 'total';
  const p = rent
    ? price(r, unit === 'day' ? [35 * f.perUsd * (m.cat === 4 || m.cat === 2 ? 2 : 1), 150 * f.perUsd * (m.cat === 4 ? 2 : 1)] : [700 * f.perUsd, 2_600 * f.perUsd], Math.max(1, f.step / 10))
    : price(r, [m.usd[0] * f.carLevel * f.perUsd * depreciation, m.usd[1] * f.carLevel * f.perUsd * depreciation], f.step * 10);
  const withDriver = rent && r.chance(0.5);
  // Mileage grows with age; an electric car has no manual gearbox; the text says what the fields say.
  const km = Math.max(rent ? 3_000 : 500, age * r.int(8_000, 16_000));
  const gearbox = m.fuel === 'electric' || r.chance(0.85) ? 'auto' : 'manual';
  const rentUse = unit === 'month' ? ['可月租', '商务接待'] : ['机场接送', '一日游', '商务接待'];
  const saleNote = ['一手车主', '无事故', '4S店保养', ...(km < 30_000 ? ['低里程'] : []), ...(age <= 3 ? ['车况极佳'] : [])];
  const title = rent
    ? lang === 'zh' ? `${m.makeZh}${m.model} ${withDriver ? '包车 带中文司机' : '自驾租车'} ${r.pick(rentUse)}` : lang === 'en' ? `${m.make} ${m.model} for rent${withDriver ? ' with driver' : ''}` : `Cho thuê ${m.make} ${m.model}${withDriver ? ' kèm tài xế' : ' tự lái'}`
    : lang === 'zh' ? `${year}年 ${m.makeZh}${m.model} ${r.pick(saleNote)}` : lang === 'en' ? `${year} ${m.make} ${m.model}, ${km.toLocaleString('en')} km` : `Bán ${m.make} ${m.model} ${year}`;
  const driveZh = m.fuel === 'electric' ? '纯电' : m.fuel === 'hybrid' ? '油电混动' : gearbox === 'auto' ? '自动挡' : '手动挡';
  const description =
    lang === 'zh'
      ? rent
        ? `${year}年${m.makeZh}${m.model}，${m.seats}座，${age <= 3 ? '车况新' : '车况良好'}，${withDriver ? '中文司机，熟悉路线，可机场接送、商务考察、旅游包车' : '自驾需提供驾照和护照，押金另付'}。按${unit === 'day' ? '天' : '月'}计费，油费过路费另算。`
        : `${year}年上牌，行驶${km}公里，${driveZh}，${m.seats}座。${r.pick(['一直在4S店保养，记录齐全', '无事故无泡水，可任意检测', '车主回国，手续齐全可过户'])}。欢迎到${name(district.names, 'zh')}看车试驾。`
      : lang === 'en'
        ? rent
          ? `${m.make} ${m.model}, ${m.seats} seats, ${withDriver ? 'with a Mandarin-speaking driver for airport runs and business trips' : 'self-drive; licence and passport needed'}. Charged per ${unit}.`
          : `${year} ${m.make} ${m.model}, ${km} km, ${m.seats} seats. Full service history, no accidents. Viewing in ${name(district.names, 'en')}.`
        : rent
          ? `${m.make} ${m.model} ${m.seats} chỗ, ${withDriver ? 'có tài xế nói tiếng Trung' : 'tự lái, cần bằng lái và hộ chiếu'}. Tính theo ${unit === 'day' ? 'ngày' : 'tháng'}.`
          : `${m.make} ${m.model} đời ${year}, đã đi ${km} km, ${m.seats} chỗ. Xe chính chủ, bảo dưỡng định kỳ. Xem xe tại ${name(district.names, 'vi')}.`;
  const body: ListingSaveBody = {
    title: title.slice(0, 60), description, price: p, price_unit: unit, category_id: c.cats.car![m.cat]!.id, district_id: district.id,
    tags: lang === 'zh' ? r.some(carTags.filter((t) => withDriver || t !== '带中文司机'), r.int(0, 3)) : [], images: [c.img.cars[m.pic]!, ...r.some(c.img.cars, r.int(0, 2)).filter((u) => u !== c.img.cars[m.pic])],
    address: name(district.names, 'en'), latitude: lat, longitude: lng, contact_name: null, contact_phone: phone(c), lang_type: lang,
    deal: rent ? 'rent' : 'sale', make: m.make, model: m.model, year, mileage_km: km, gearbox, fuel: m.fuel, seats: m.seats, with_driver: withDriver,
  };
  return { def, body, owner, state };
}

function companyTitle(b: (typeof companyBrands)[number], area: AreaRow, lang: Lang) {
  return lang === 'zh' ? `${b.name}${b.suffix.zh}（${area.names.zh}）` : `${b.latin} ${b.suffix.en} (${area.names.en})`;
}

function company(c: Ctx, i: number, owner: number | 'publisher'): Draft {
  const { r, f, area } = c;
  const def = LISTING_KINDS.company;
  const b = companyBrands[i]!;
  const lang: Lang = r.chance(0.85) ? 'zh' : 'en';
  const { district, lat, lng } = place(c);
  // One fact, said twice: the years in the city are the years since it was founded.
  const years = r.int(3, 15);
  const description =
    lang === 'zh'
      ? `${b.name}${years > 10 ? '扎根' : '在'}${area.names.zh}${years > 10 ? '' : '经营'}${years}年，主营${b.services}。公司有中文团队，服务华人客户和本地企业，办公地点在${district.names.zh}，欢迎来访洽谈。`
      : `${b.latin} has served ${area.names.en} for ${years} years: ${b.services}. Chinese-speaking team; office in ${district.names.en}.`;
  const body: ListingSaveBody = {
    title: companyTitle(b, area, lang), description, category_id: c.cats.enterprise![b.cat]!.id, district_id: district.id, tags: [],
    images: [c.img.logos.get(b.name)!, r.pick(c.img.buildings)], address: `${district.names.en}, ${area.names.en}`, latitude: lat, longitude: lng,
    contact_name: chineseName(i * 5 + 1), contact_phone: phone(c), lang_type: lang,
    license_no: f.licence(area.id * 100 + i), founded: c.now.getFullYear() - years, size: b.size, opening_hours: '周一至周六 8:30-18:00', website: `https://www.${b.latin.toLowerCase().replace(/[^a-z]/g, '')}.example.com`,
  };
  return { def, body, owner, state: 'live' };
}

/** A job's tags that its benefits and type bear out (no 包吃住 without housing and meals). */
function jobTagsFor(benefits: readonly string[], jobType: string): string[] {
  const has = (...b: string[]) => b.every((x) => benefits.includes(x));
  const ok: Record<string, boolean> = { 包吃住: has('housing', 'meals'), 五险: has('insurance'), 年底双薪: has('bonus'), 可办工作证: has('visa'), 双休: jobType === 'full_time' };
  return jobTags.filter((t) => ok[t] ?? true);
}

function job(c: Ctx, companyIndex: number, owner: number | 'publisher', state: State = 'live', catOverride?: number): Draft {
  const { r, f, area } = c;
  const def = LISTING_KINDS.job;
  const b = companyBrands[companyIndex]!;
  const cat = catOverride ?? r.pick(BRAND_JOB_CATS[companyIndex]!);
  const lang: Lang = f.vietnamese ? (r.chance(0.85) ? 'zh' : 'vi') : r.chance(0.88) ? 'zh' : 'en';
  const t = jobTitles[cat]!;
  const title = r.pick(t[lang]).replace('{L}', lang === 'zh' ? f.localLang.zh.replace(/语$/, '') : f.localLang.en);
  const from = price(r, f.salary, f.step * 5);
  const to = Math.round((from * (1.2 + r.next() * 0.6)) / (f.step * 5)) * f.step * 5;
  const { district, lat, lng } = place(c);
  const local = f.vietnamese ? 'vi' : f.localLang.en === 'Thai' ? 'th' : 'other';
  // The facts first; the text and the tags say the same (how many, what experience, which languages and benefits).
  const headcount = r.int(1, 5);
  const jobType = r.chance(0.85) ? 'full_time' : r.pick(['part_time', 'intern'] as const);
  const experience = jobType === 'intern' ? 'none' : r.pick(['none', 'y1', 'y1_3', 'y1_3', 'y3_5', 'y5_10'] as const);
  const languages = r.chance(0.6) ? ['zh', local] : ['zh'];
  const benefits = r.some(['housing', 'meals', 'visa', 'insurance', 'bonus', 'flights'] as const, r.int(1, 4));
  const wants = [experience === 'none' ? '接受应届生和无经验者' : '有相关工作经验', languages.includes(local) ? `会${f.localLang.zh}优先` : '中文流利'];
  const description =
    lang === 'zh'
      ? `${b.name}${b.suffix.zh}招聘${title}${headcount}名。\n岗位职责：${r.pick(['负责日常沟通协调和文件整理', '对接中国客户，跟进订单', '协助管理团队，完成部门目标', '按要求完成本岗位工作，服从安排'])}。\n任职要求：${r.pick(wants)}，${r.pick(['责任心强', '沟通能力好', '吃苦耐劳'])}。\n工作地点：${district.names.zh}。`
      : lang === 'en'
        ? `${b.latin} is hiring ${headcount > 1 ? `${headcount} people` : 'one person'}: ${title}. Mandarin required${languages.includes(local) ? `, ${f.localLang.en} a plus` : ''}. Office in ${district.names.en}. Send your CV through the app.`
        : `${b.latin} tuyển ${headcount} ${title}. Yêu cầu biết tiếng Trung, chăm chỉ, có trách nhiệm. Làm việc tại ${district.names.vi}.`;
  const body: ListingSaveBody = {
    title: title.slice(0, 40), description, price: from, price_unit: 'month', category_id: c.cats.job![cat]!.id, district_id: district.id,
    tags: lang === 'zh' ? r.some(jobTagsFor(benefits, jobType), r.int(1, 3)) : [], images: r.chance(0.5) ? [c.img.logos.get(b.name)!] : [],
    address: `${district.names.en}, ${area.names.en}`, latitude: lat, longitude: lng, contact_name: chineseName(companyIndex * 5 + 1), contact_phone: phone(c), lang_type: lang,
    salary_max: to, job_type: jobType, experience, education: r.pick(['any', 'high_school', 'college', 'bachelor', 'bachelor']), headcount, languages, benefits,
  };
  return { def, body, owner, company: companyIndex, state };
}

function jobHunt(c: Ctx, owner: number, state: State = 'live'): Draft {
  const { r, f, area } = c;
  const def = LISTING_KINDS.jobHunt;
  const cat = r.int(0, 7);
  const t = jobTitles[cat]!;
  const lang: Lang = f.vietnamese && r.chance(0.2) ? 'vi' : r.chance(0.1) ? 'en' : 'zh';
  const position = r.pick(t[lang]).replace('{L}', lang === 'zh' ? f.localLang.zh.replace(/语$/, '') : f.localLang.en);
  const realName = chineseName(area.id * 31 + owner * 3);
  const age = r.int(21, 48);
  // Schooling ends by degree (high school 18, college 21, bachelor 22, master 25); work starts then.
  const education = r.pick(['high_school', 'college', 'bachelor', 'bachelor', 'master'] as const);
  const schoolEnds = { high_school: 18, college: 21, bachelor: 22, master: 25 }[education];
  const years = Math.max(0, age - schoolEnds - r.int(0, 3));
  const experience = years === 0 ? 'none' : years < 1 ? 'y1' : years <= 3 ? 'y1_3' : years <= 5 ? 'y3_5' : years <= 10 ? 'y5_10' : 'y10';
  // Lived in the city no longer than an adult life (and at least a year).
  const inCity = Math.max(1, Math.min(r.int(1, 10), age - 18));
  const description =
    lang === 'zh'
      ? `${r.pick(['性格开朗', '做事认真', '学习能力强'])}，在${area.names.zh}生活${inCity}年，${r.pick([`${f.localLang.zh}可日常交流`, `${f.localLang.zh}流利`, '英语良好'])}。${years ? `有${years}年工作经验，` : '应届毕业，'}希望找一份${position}的工作，可尽快到岗。`
      : lang === 'en'
        ? `Looking for a ${position} role in ${area.names.en}. ${years ? `${years} year${years > 1 ? 's' : ''} of experience` : 'Recent graduate'}, fluent Mandarin, available now.`
        : `Tìm việc ${position} tại ${area.names.vi}. Biết tiếng Trung, có thể đi làm ngay.`;
  const body: ListingSaveBody = {
    title: position.slice(0, 40), description, price: price(r, [f.salary[0], f.salary[1] * 0.7], f.step * 5), price_unit: 'month', category_id: c.cats.job![cat]!.id,
    district_id: r.pick(c.districts).id, tags: [], images: [], address: null, contact_name: realName, contact_phone: phone(c), lang_type: lang,
    real_name: realName, gender: r.pick(['male', 'female']), age, education, experience,
    languages: r.some(['zh', 'en', f.vietnamese ? 'vi' : 'other'] as const, r.int(1, 3)).sort(), email: `demo.${area.code}.${owner}@example.com`, wechat: `wx_${area.code}_${owner}`,
    work_history: years ? `${c.now.getFullYear() - years}-${c.now.getFullYear()} ${r.pick(companyBrands).name} ${position}` : '应届毕业',
    education_history: education === 'high_school' ? `${r.pick(['南宁', '昆明', '广州', '泉州'])}第${r.pick(['一', '二', '三', '四', '五', '六'])}中学 高中毕业` : `${r.pick(['广西大学', '云南大学', '暨南大学', '华侨大学', '厦门大学', '郑州大学'])} ${r.pick(['越南语', '国际贸易', '会计', '机械工程', '汉语言文学'])} ${{ college: '大专', bachelor: '本科', master: '硕士' }[education]}`,
  };
  return { def, body, owner, state };
}

function talent(c: Ctx, owner: number): Draft {
  const { r, f } = c;
  const def = LISTING_KINDS.talent;
  const cat = r.int(0, 5);
  const s = talentServices[cat]!;
  const lang: Lang = r.chance(0.8) ? 'zh' : f.vietnamese && r.chance(0.5) ? 'vi' : 'en';
  const title = lang === 'zh' ? r.pick(s.zh) : s[lang];
  const { district, lat, lng } = place(c);
  const years = r.int(1, 15);
  const description =
    lang === 'zh'
      ? `从业${years}年，${r.pick(['服务过上百位华人客户', '可提供作品和案例', '守时靠谱，价格透明'])}。服务范围：${c.area.names.zh}全市，${district.names.zh}优先。欢迎私信咨询报价。`
      : lang === 'en'
        ? `${years} year${years > 1 ? 's' : ''} of experience; portfolio on request. Serving all of ${c.area.names.en}. Message me for a quote.`
        : `${years} năm kinh nghiệm, phục vụ toàn ${c.area.names.vi}. Liên hệ để báo giá.`;
  const body: ListingSaveBody = {
    title: title.slice(0, 40), description, price: price(r, [s.usd[0] * f.perUsd, s.usd[1] * f.perUsd], Math.max(1, f.step / 10)), price_unit: s.unit,
    category_id: c.cats.talent![cat]!.id, district_id: district.id, tags: [], images: cat === 3 ? [r.pick(c.img.cars)] : cat === 4 ? [r.pick(c.img.rooms)] : [],
    address: name(district.names, 'en'), latitude: lat, longitude: lng, contact_name: null, contact_phone: phone(c), lang_type: lang,
    years, languages: r.some(['zh', 'en', f.vietnamese ? 'vi' : 'other'] as const, r.int(1, 2)).sort(), remote: cat === 0 || cat === 5,
  };
  return { def, body, owner, state: 'live' };
}

function yp(c: Ctx, i: number, owner: number, state: State = 'live'): Draft {
  const { r } = c;
  const def = LISTING_KINDS.yp;
  const b = ypBrands[i % ypBrands.length]!;
  const { district, lat, lng } = place(c);
  const branch = i >= ypBrands.length;
  const body: ListingSaveBody = {
    title: `${b.name}（${district.names.zh}${branch ? '二店' : '店'}）`,
    description: `${b.name}，${b.services}。地址在${district.names.zh}，${r.pick(['中文服务', '华人老板', '老店新开'])}，${r.pick(['欢迎电话预约', '可微信咨询', '节假日照常营业'])}。`,
    category_id: c.cats.enterprise![b.cat]!.id, district_id: district.id, tags: [], images: [c.img.logos.get(b.name)!],
    address: `${district.names.en}, ${c.area.names.en}`, latitude: lat, longitude: lng, contact_name: null, contact_phone: phone(c), lang_type: 'zh',
    services: b.services, opening_hours: b.hours, website: null,
  };
  return { def, body, owner, state };
}

/** Every listing of one area, in the order they are written (companies before their jobs). */
function draftsFor(c: Ctx, withPublisher: boolean): Draft[] {
  const { r } = c;
  const users = (from: number) => r.int(from, USERS_PER_AREA - 1);
  const out: Draft[] = [];
  // Companies: one per brand, owned by slots 0..9; in Ho Chi Minh City the demo publisher owns 安居地产.
  for (let i = 0; i < companyBrands.length; i++) out.push(company(c, i, withPublisher && i === 0 ? 'publisher' : i));
  const companyOwner = (i: number) => (withPublisher && i === 0 ? ('publisher' as const) : i);
  for (let k = 0; k < COUNTS.job; k++) {
    const ci = k % companyBrands.length;
    out.push(job(c, ci, companyOwner(ci)));
  }
  for (let k = 0; k < COUNTS.housing; k++) {
    // Agencies (the first slots) post most homes; the demo publisher a dozen in Ho Chi Minh City.
    const owner = withPublisher && k < 12 ? 'publisher' : r.chance(0.6) ? r.int(0, 4) : users(10);
    out.push(housing(c, owner));
  }
  for (let k = 0; k < COUNTS.shGoods; k++) out.push(goods(c, users(0)));
  for (let k = 0; k < COUNTS.carSale; k++) out.push(car(c, users(0), false));
  for (let k = 0; k < COUNTS.carRent; k++) out.push(car(c, r.int(0, 9), true));
  for (let slot = COMPANY_OWNERS; slot < USERS_PER_AREA; slot++) out.push(jobHunt(c, slot));
  for (let k = 0; k < COUNTS.talent; k++) out.push(talent(c, users(10)));
  for (let k = 0; k < COUNTS.yp; k++) out.push(yp(c, k, users(0)));
  // A few top placements among the live ones.
  for (const d of out) if (d.def.kind !== 'company' && r.chance(0.04)) d.top = true;
  // Work for the area's admins: waiting for review, rejected with a reason; and some owners' history.
  out.push(housing(c, withPublisher ? 'publisher' : users(0), 'pending'), housing(c, users(10), 'pending'), goods(c, users(0), 'pending'), car(c, users(0), false, 'pending'), job(c, 1, companyOwner(1), 'pending'));
  out.push({ ...housing(c, withPublisher ? 'publisher' : users(0), 'failed'), reason: rejectReasons[0] }, { ...goods(c, users(0), 'failed'), reason: rejectReasons[1] }, { ...yp(c, 2, users(0), 'failed'), reason: rejectReasons[4] });
  out.push(goods(c, users(0), 'sold'), car(c, users(0), false, 'sold'), housing(c, withPublisher ? 'publisher' : users(0), 'sold'), housing(c, users(10), 'offline'));
  if (withPublisher) out.push(job(c, 0, 'publisher', 'live', 2), job(c, 0, 'publisher', 'live', 0));
  return out;
}

/** Checks a body against its kind's declaration; the seed refuses to write anything the API would refuse. */
const schemas = new Map<string, ReturnType<typeof saveBodySchema>>();
function validated(d: Draft): ListingSaveBody {
  let schema = schemas.get(d.def.kind);
  if (!schema) schemas.set(d.def.kind, (schema = saveBodySchema(d.def)));
  const res = schema.safeParse(d.body);
  if (!res.success) throw new Error(`listing-demo: invalid ${d.def.kind} "${d.body.title}": ${JSON.stringify(res.error.issues.slice(0, 3))}`);
  return res.data as ListingSaveBody;
}

/**
 * One area's demo listings as validated bodies, without touching the database (the listings benchmark draws
 * its realistic titles, texts and prices from here). `seed` varies the draw.
 */
export function demoListingBodies(input: { area: AreaRow; districts: Ref[]; cats: Record<string, Ref[]>; img: DemoImagePool; now: Date; seed: number }) {
  const c: Ctx = { r: rng(input.seed), area: input.area, f: areaFlavors[input.area.code] ?? defaultFlavor, districts: input.districts, cats: input.cats, img: input.img, now: input.now };
  return draftsFor(c, false).map((d) => ({ def: d.def, state: d.state, top: Boolean(d.top), body: validated(d) }));
}

export async function seedListingDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const started = Date.now();

  const areas = (await db.selectFrom('site_area').select(['id', 'code', 'names', 'currency', 'latitude', 'longitude']).orderBy('sort').orderBy('id').execute()).map((a) => ({ ...a, names: json<LocalizedText>(a.names) }));
  const districts = await db.selectFrom('district').select(['id', 'site_area_id', 'names']).orderBy('sort').orderBy('id').execute();
  const groups = ['housing', 'shGoods', 'car', 'job', 'talent', 'enterprise'];
  const catRows = await db.selectFrom('category_type').select(['id', 'site_area_id', 'group_key', 'names']).where('group_key', 'in', groups).where('site_area_id', '=', 0).orderBy('sort').orderBy('id').execute();
  const cats: Record<string, Ref[]> = Object.fromEntries(groups.map((g) => [g, catRows.filter((c) => c.group_key === g).map((c) => ({ id: c.id, names: json<LocalizedText>(c.names) }))]));
  if (groups.some((g) => !cats[g]!.length)) throw new Error('listing-demo: listing categories missing (seedListingReference runs first)');
  const admins = await db.selectFrom('admin_site_area').select(['site_area_id', 'user_id']).execute();
  const publisher = await db.selectFrom('app_user').select('id').where('username', '=', 'publisher').executeTakeFirst();
  // The demo users sign in with the demo accounts' password: the hash auth's demo stage stored (hashing again costs ~0.1 s).
  const member = await db.selectFrom('app_user').select('password_hash').where('username', '=', 'member').executeTakeFirst();
  const passwordHash = member?.password_hash ?? (await hashPassword(DEMO_PASSWORD));
  const already = new Set((await db.selectFrom('app_user').select('username').where('username', 'like', 'demo\\_%\\_0').execute()).map((u) => u.username));

  const img = await renderDemoImages([...companyBrands, ...ypBrands].map((b) => ({ name: b.name, latin: b.latin })), storeImage);
  const now = new Date();
  let total = 0;
  for (const [ai, area] of areas.entries()) {
    if (already.has(`demo_${area.code}_0`)) continue;
    const areaDistricts = districts.filter((d) => d.site_area_id === area.id).map((d) => ({ id: d.id, names: json<LocalizedText>(d.names) }));
    if (!areaDistricts.length) continue;
    const c: Ctx = { r: rng(1000 + ai * 7919), area, f: areaFlavors[area.code] ?? defaultFlavor, districts: areaDistricts, cats, img, now };
    const drafts = draftsFor(c, Boolean(publisher) && area.code === 'hcm');
    const bodies = drafts.map(validated);
    const reviewer = admins.find((a) => a.site_area_id === area.id)?.user_id ?? null;
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('app_user')
        .values(
          Array.from({ length: USERS_PER_AREA }, (_, slot) => ({
            username: `demo_${area.code}_${slot}`, area_code: '86', mobile: `136${String(ai).padStart(2, '0')}${String(slot).padStart(6, '0')}`, email: null,
            password_hash: passwordHash, nickname: slot < COMPANY_OWNERS ? `${companyBrands[slot]!.name} ${nickname(ai * 50 + slot, area.names.zh)}` : nickname(ai * 50 + slot, area.names.zh),
            avatar: null, bio: slot < COMPANY_OWNERS ? `${companyBrands[slot]!.name}负责人` : `在${area.names.zh}生活`, role: slot < COMPANY_OWNERS ? ('publisher' as const) : ('member' as const),
            site_area_id: area.id, lang: 'zh', openid: null, birthday: null, created_at: new Date(now.getTime() - (60 + slot) * DAY),
          })),
        )
        .returning(['id', 'username'])
        .execute();
      const userId = new Map(users.map((u) => [Number(u.username!.split('_').at(-1)), u.id]));
      const ownerId = (o: number | 'publisher') => (o === 'publisher' ? publisher!.id : userId.get(o)!);
      const companyIds: number[] = [];
      const rows = drafts.map((d, i) => {
        const body = bodies[i]!;
        const { core, attrs } = toColumns(d.def, body);
        const live = d.state === 'live' || d.state === 'sold' || d.state === 'offline';
        // Published over the last 30 days (newest first in the lists), expiring 30 days after.
        const published = new Date(now.getTime() - (d.state === 'pending' || d.state === 'failed' ? c.r.next() * 3 : c.r.next() * 29.5) * DAY);
        const views = live ? Math.floor(c.r.next() ** 3 * 900) + c.r.int(0, 20) : 0;
        return {
          description: '', price: null, price_unit: null, category_id: null, district_id: null, tags: [] as string[], address: null, latitude: null, longitude: null, contact_name: null, contact_phone: null,
          ...(core as object),
          kind: d.def.kind, site_area_id: area.id, user_id: ownerId(d.owner), company_id: null as number | null, lang_type: body.lang_type ?? 'zh', title: body.title, currency: area.currency,
          images: JSON.stringify(body.images), attrs: JSON.stringify(attrs),
          status: d.state === 'live' ? d.def.liveStatus : d.state === 'pending' || d.state === 'failed' ? 'reviewing' : d.state,
          review_status: live ? 'passed' : d.state,
          review_reason: d.reason ?? null, reviewed_at: live || d.state === 'failed' ? published : null, reviewed_by: live || d.state === 'failed' ? reviewer : null,
          ever_passed: live, top_until: d.top && d.state === 'live' ? new Date(now.getTime() + c.r.int(1, 7) * DAY) : null,
          published_at: published, expires_at: live ? new Date(published.getTime() + EXPIRY_DAYS * DAY) : null, view_count: views,
          created_at: published, updated_at: published,
          search: searchVector(d.def, body.title, body.description ?? '', attrs, body.tags ?? []),
        };
      });
      // Companies first (jobs point at them), then everything else in batches.
      const companyRows = rows.filter((_, i) => drafts[i]!.def.kind === 'company');
      const inserted = await trx.insertInto('listing').values(companyRows as never).returning('id').execute();
      companyIds.push(...inserted.map((x) => x.id));
      const rest = rows.map((row, i) => ({ row, d: drafts[i]! })).filter(({ d }) => d.def.kind !== 'company');
      for (const { row, d } of rest) if (d.company !== undefined) row.company_id = companyIds[d.company]!;
      for (let k = 0; k < rest.length; k += 150) await trx.insertInto('listing').values(rest.slice(k, k + 150).map((x) => x.row) as never).execute();
      total += rows.length;
    });
  }
  await markSeeded(db, MARK);
  await sql`analyze listing`.execute(db);
  log(`seeded ${total} demo listings in ${areas.length} areas (${Date.now() - started} ms)`);
  return total > 0;
}
