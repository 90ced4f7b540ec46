import type { ListingCard, ListingDetail } from '@haiwai/contracts';
import { HOTEL_LIST_PARAMS } from '@haiwai/contracts/hotels';
import { sql, type Expression, type SqlBool } from 'kysely';
import { badRequest } from '../../core/errors.js';
import type { KindHooks, KindListHook } from '../listings/index.js';
import { daysBetween, type Db } from './hotel-core.js';
import { checkStay } from './rooms.js';

/**
 * The hotel kind's hooks on the listing engine (docs/hotels.md "Finding a hotel"): the stay, guests, price, tags,
 * rating and distance of `hotel/list`, the card fields (cheapest free room, rooms left, rating, distance) and the
 * rating on the detail. Tags stay a listing's own words like every kind's; the web offers the catalogue's codes
 * (`hotel/tag/list`), and `tags=` filters on them.
 */

interface Q {
  check_in?: string;
  check_out?: string;
  guests?: number;
  rooms?: number;
  price_min?: number;
  price_max?: number;
  tags?: string[];
  lat?: number;
  lng?: number;
}

const NO_PRICE = 99_999_999_999_999;
const FAR = 99_999;

/** Room types of hotel `l` that can take the query's guests, rooms and price (and, with a stay, are free every night). */
function roomFits(q: Q, alias = 'r'): Expression<SqlBool>[] {
  const r = sql.raw(alias);
  const rooms = q.rooms ?? 1;
  const out: Expression<SqlBool>[] = [sql<SqlBool>`${r}.hotel_id = l.id and ${r}.deleted_at is null and ${r}.status = 'online'`];
  if (q.guests) out.push(sql<SqlBool>`${r}.max_guests * ${rooms} >= ${q.guests}`);
  if (q.price_min !== undefined) out.push(sql<SqlBool>`${r}.price >= ${q.price_min}`);
  if (q.price_max !== undefined) out.push(sql<SqlBool>`${r}.price <= ${q.price_max}`);
  if (q.check_in && q.check_out) {
    // One range scan of the room type's night rows (primary key): no night below what is asked, and nights without a
    // row have the room type's own count (unless every night of the stay has the hotel's own count).
    const nights = daysBetween(q.check_in, q.check_out);
    const inStay = sql`n.room_id = ${r}.id and n.night >= ${q.check_in}::date and n.night < ${q.check_out}::date`;
    out.push(sql<SqlBool>`not exists (select 1 from hotel_night n where ${inStay} and coalesce(n.inventory, ${r}.inventory) - n.taken < ${rooms})`);
    out.push(sql<SqlBool>`(${r}.inventory >= ${rooms} or (select count(*) from hotel_night n where ${inStay} and n.inventory is not null) = ${nights})`);
  }
  return out;
}
const and = (parts: Expression<SqlBool>[]) => sql<SqlBool>`${sql.join(parts, sql` and `)}`;

const filtering = (q: Q) => Boolean((q.check_in && q.check_out) || q.guests || q.price_min !== undefined || q.price_max !== undefined);

function distanceKm(q: Q) {
  return sql<number>`111.045 * sqrt(power(l.latitude - ${q.lat}::float8, 2) + power((l.longitude - ${q.lng}::float8) * cos(radians(${q.lat}::float8)), 2))`;
}

export const hotelListHook: KindListHook = {
  params: HOTEL_LIST_PARAMS,
  where(raw) {
    const q = raw as Q;
    checkStay(q.check_in, q.check_out, null);
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) throw badRequest('hotel.price_range');
    const out: Expression<SqlBool>[] = [];
    if (filtering(q)) out.push(sql<SqlBool>`exists (select 1 from hotel_room r where ${and(roomFits(q))})`);
    if (q.tags?.length) out.push(sql<SqlBool>`l.tags @> ${sql.val(q.tags)}::text[]`);
    return out;
  },
  sort(sort, raw) {
    const q = raw as Q;
    if (sort === 'price_asc' || sort === 'price_desc') {
      const fits = filtering(q) ? roomFits(q) : roomFits({});
      return { key: sql`coalesce((select min(r.price) from hotel_room r where ${and(fits)}), ${sort === 'price_asc' ? NO_PRICE : 0}::bigint)`, dir: sort === 'price_asc' ? 'asc' : 'desc' };
    }
    if (sort === 'rating') return { key: sql`coalesce((select h.rating_sum::numeric / nullif(h.rating_count, 0) from hotel h where h.id = l.id), 0)`, dir: 'desc' };
    if (sort === 'distance') {
      if (q.lat === undefined || q.lng === undefined) throw badRequest('hotel.distance_needs_location');
      return { key: sql`coalesce(${distanceKm(q)}, ${FAR}::float8)`, dir: 'asc' };
    }
    return null;
  },
  async cards(db, cards, raw) {
    if (cards.length === 0) return;
    const q = raw as Q;
    const ids = cards.map((c) => c.id);
    const stay = q.check_in && q.check_out ? { ci: q.check_in, co: q.check_out } : null;
    const rooms = q.rooms ?? 1;
    // Per hotel: its rating, and its cheapest room type that fits (with a stay: free every night, priced per night on average).
    const { rows } = await sql<{ id: number; rating_sum: number | null; rating_count: number | null; price_from: string | null; rooms_left: number | null; distance: string | null }>`
      select l.id, h.rating_sum, h.rating_count, best.price_from, best.rooms_left,
        (${q.lat !== undefined && q.lng !== undefined ? distanceKm(q) : sql`null`})::text as distance
      from listing l
      left join hotel h on h.id = l.id
      left join lateral (
        select ${stay ? sql`round(sum(x.price)::numeric / count(*))` : sql`min(r.price)`}::text as price_from,
          ${stay ? sql`min(x.left_n)` : sql`null`}::int as rooms_left
        from hotel_room r
        ${stay ? sql`cross join lateral (
          select coalesce(n.price, case when extract(isodow from d.night) in (5, 6) and r.weekend_price is not null then r.weekend_price else r.price end) as price,
            coalesce(n.inventory, r.inventory) - coalesce(n.taken, 0) as left_n
          from generate_series(${stay.ci}::date, ${stay.co}::date - 1, interval '1 day') as d(night)
          left join hotel_night n on n.room_id = r.id and n.night = d.night::date and n.night >= ${stay.ci}::date and n.night < ${stay.co}::date) as x` : sql``}
        where ${and(roomFits({ ...q, check_in: undefined, check_out: undefined }))}
        ${stay ? sql`group by r.id having min(x.left_n) >= ${rooms} order by 1 asc limit 1` : sql``}
      ) as best on true
      where l.id = any(${sql.val(ids)}::int[])`.execute(db);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const card of cards) {
      const r = byId.get(card.id);
      const count = Number(r?.rating_count ?? 0);
      Object.assign(card, {
        price_from: r?.price_from == null ? null : Number(r.price_from),
        rooms_left: r?.rooms_left ?? null,
        rating: count ? Math.round((Number(r!.rating_sum) / count) * 10) / 10 : null,
        rating_count: count,
        distance_km: r?.distance == null ? null : Math.round(Number(r.distance) * 10) / 10,
        star: typeof card.star === 'number' ? card.star : null,
      } satisfies Partial<ListingCard>);
    }
  },
};

/** The hooks the hotels module plugs into the listing engine for kind `hotel`. */
export function hotelKindHooks(): KindHooks {
  return {
    list: hotelListHook,
    async detail(db: Db, detail: ListingDetail) {
      const h = await db.selectFrom('hotel').select(['rating_sum', 'rating_count']).where('id', '=', detail.id).executeTakeFirst();
      const count = Number(h?.rating_count ?? 0);
      Object.assign(detail, { rating: count ? Math.round((Number(h!.rating_sum) / count) * 10) / 10 : null, rating_count: count });
    },
  };
}
