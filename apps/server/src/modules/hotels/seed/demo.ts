import { hotel as hotelKind, saveBodySchema, type ListingSaveBody, type LocalizedText } from '@haiwai/contracts';
import { minorDigits } from '@haiwai/contracts/payments/constants';
import type { Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { renderIcon } from '../../../seed/images.js';
import { hashPassword, DEMO_PASSWORD } from '../../auth/index.js';
import { searchVector, toColumns } from '../../listings/index.js';
import { HOTEL_TEMPLATES, STREETS, type HotelTemplate } from './content.js';

/**
 * Fifteen live hotels in every area (HOTEL_TEMPLATES: zh first, en and vi ones), each with 3–5 room types priced in
 * the area's currency, published by the area's hotelier (`hotelier_<area>`, demo password), on streets of the
 * area's districts near its centre. Inventory is each room type's count, every night of the year: nights get a
 * row only once booked or changed (docs/hotels.md), so a year of inventory costs no rows. Runs once (marker);
 * one transaction per area, its rows inserted in three statements.
 */
const MARK = 'seed.hotels-demo';
/** Each template's kind of stay, by the categories' order (hotel, homestay, serviced apartment, resort, hostel). */
const STAY_KIND = [0, 2, 0, 1, 0, 3, 0, 4, 0, 0, 2, 0, 0, 1, 3];
const DAY = 86_400_000;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

interface Area { id: number; code: string; names: LocalizedText; currency: string; latitude: number; longitude: number; districts: Array<{ id: number; names: LocalizedText }> }

/** Units (major) of the area's currency per US dollar, from its seeded 3-day top price (US$2). */
async function perUsd(trx: Transaction<DB>, areaId: number): Promise<number> {
  const p = await trx.selectFrom('price_item').select('amount').where('site_area_id', '=', areaId).where('kind', '=', 'top').where('code', '=', 'd3').executeTakeFirst();
  return p ? Number(p.amount) / 2 : 100;
}
/** A price in minor units, rounded to a step people see on price lists. */
function minor(usd: number, perUsdMinor: number, currency: string): number {
  const v = usd * perUsdMinor;
  const step = minorDigits(currency) === 0 ? (v >= 100_000 ? 10_000 : 1_000) : 100;
  return Math.max(step, Math.round(v / step) * step);
}

function hotelBody(t: HotelTemplate, area: Area, i: number, photos: string[], categories: number[]): ListingSaveBody {
  const city = area.names[t.lang] || area.names.zh;
  const district = area.districts[i % Math.max(1, area.districts.length)];
  const street = STREETS[t.lang][i % STREETS[t.lang].length]!;
  const no = 12 + ((i * 37) % 280);
  const place = district ? district.names[t.lang] || district.names.zh : '';
  const address = t.lang === 'zh' ? `${city}${place}${street}${no}号` : `${no} ${street}, ${place ? `${place}, ` : ''}${city}`;
  const angle = (i / HOTEL_TEMPLATES.length) * 2 * Math.PI;
  const r = 0.006 + (i % 4) * 0.006;
  const b = {
    title: t.title.replaceAll('{city}', city), description: t.description.replaceAll('{city}', city), category_id: categories[STAY_KIND[i] ?? 0] ?? null, district_id: district?.id ?? null, tags: t.tags,
    images: [photos[i % photos.length]!, photos[(i + 1) % photos.length]!], address,
    latitude: +(area.latitude + r * Math.sin(angle)).toFixed(6), longitude: +(area.longitude + r * Math.cos(angle)).toFixed(6),
    contact_name: t.lang === 'zh' ? '前台' : t.lang === 'vi' ? 'Lễ tân' : 'Front desk', contact_phone: `+84 28${String(3800000 + i * 4111).slice(0, 7)}`, lang_type: t.lang,
    star: t.star, check_in_time: '14:00', check_out_time: '12:00', free_cancel_days: t.freeCancelDays, cancel_fee_percent: t.feePercent, auto_confirm_hours: t.autoConfirmHours,
  };
  const res = saveBodySchema(hotelKind).safeParse(b);
  if (!res.success) throw new Error(`hotels-demo: invalid hotel "${b.title}": ${JSON.stringify(res.error.issues.slice(0, 3))}`);
  return res.data as ListingSaveBody;
}

async function seedArea(trx: Transaction<DB>, area: Area, ai: number, ctx: { hash: string; hotelPhotos: string[]; roomPhotos: string[]; categories: number[]; now: Date }) {
  const { now } = ctx;
  const user = await trx
    .insertInto('app_user')
    .values({
      username: `hotelier_${area.code}`, area_code: '86', mobile: `137${String(ai).padStart(2, '0')}000001`, email: null, password_hash: ctx.hash, nickname: `${area.names.zh}酒店管家`,
      avatar: null, bio: '', role: 'publisher', site_area_id: area.id, lang: 'zh', openid: null, birthday: null, created_at: new Date(now.getTime() - 120 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rate = (await perUsd(trx, area.id)) * 1;
  const currency = area.currency.trim();
  const rows = HOTEL_TEMPLATES.map((t, i) => {
    const b = hotelBody(t, area, i, ctx.hotelPhotos, ctx.categories);
    const { core, attrs } = toColumns(hotelKind, b);
    const published = new Date(now.getTime() - (i + 1) * 0.9 * DAY);
    return {
      ...(core as object), kind: 'hotel', site_area_id: area.id, user_id: user.id, company_id: null, title: b.title, currency: area.currency, images: JSON.stringify(b.images), attrs: JSON.stringify(attrs),
      status: 'online', review_status: 'passed', ever_passed: true, reviewed_at: published, published_at: published, expires_at: new Date(now.getTime() + 365 * DAY),
      view_count: 30 + ((i * 53) % 400), created_at: published, updated_at: published, search: searchVector(hotelKind, b.title, b.description ?? '', attrs, b.tags ?? []),
    };
  });
  const hotels = await trx.insertInto('listing').values(rows as never).returning('id').execute();
  await trx.insertInto('hotel').values(hotels.map((h) => ({ id: h.id }))).execute();
  const rooms = hotels.flatMap((h, i) =>
    HOTEL_TEMPLATES[i]!.rooms.map((r, k) => ({
      hotel_id: h.id, user_id: user.id, name: r.name, description: '', price: minor(r.usd, rate, currency), weekend_price: r.weekendUsd === null ? null : minor(r.weekendUsd, rate, currency),
      inventory: r.inventory, max_guests: r.guests, area_sqm: r.sqm, bed: r.bed, photos: JSON.stringify([ctx.roomPhotos[(i + k) % ctx.roomPhotos.length]!, ctx.roomPhotos[(i + k + 2) % ctx.roomPhotos.length]!]),
      facilities: r.facilities, sort: k * 10, created_at: now, updated_at: now,
    })),
  );
  await trx.insertInto('hotel_room').values(rooms).execute();
  return { hotels: hotels.length, rooms: rooms.length };
}

export async function seedHotelsDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areaRows = await db.selectFrom('site_area').select(['id', 'code', 'names', 'currency', 'latitude', 'longitude']).orderBy('sort').orderBy('id').execute();
  const districtRows = await db.selectFrom('district').select(['id', 'site_area_id', 'names']).orderBy('sort').orderBy('id').execute();
  const done = new Set((await db.selectFrom('app_user').select('username').where('username', 'like', 'hotelier\\_%').execute()).map((u) => u.username));
  const member = await db.selectFrom('app_user').select('password_hash').where('username', '=', 'member').executeTakeFirst();
  const hash = member?.password_hash ?? (await hashPassword(DEMO_PASSWORD));
  const hotelPhotos = await Promise.all(Array.from({ length: 5 }, (_, k) => renderIcon('building', k * 3).then(storeImage)));
  const roomPhotos = await Promise.all(Array.from({ length: 5 }, (_, k) => renderIcon('bed', k * 2 + 1).then(storeImage)));
  const categories = (await db.selectFrom('category_type').select('id').where('group_key', '=', 'hotel').where('site_area_id', '=', 0).orderBy('sort').orderBy('id').execute()).map((c) => c.id);
  const now = new Date();
  let hotels = 0;
  let rooms = 0;
  for (const [ai, a] of areaRows.entries()) {
    if (done.has(`hotelier_${a.code}`)) continue;
    const area: Area = { ...a, latitude: Number(a.latitude), longitude: Number(a.longitude), names: json<LocalizedText>(a.names), districts: districtRows.filter((d) => d.site_area_id === a.id).map((d) => ({ id: d.id, names: json<LocalizedText>(d.names) })) };
    const n = await db.transaction().execute((trx) => seedArea(trx, area, ai, { hash, hotelPhotos, roomPhotos, categories, now }));
    hotels += n.hotels;
    rooms += n.rooms;
  }
  await markSeeded(db, MARK);
  log(`seeded ${hotels} demo hotels with ${rooms} room types`);
  return hotels > 0;
}
