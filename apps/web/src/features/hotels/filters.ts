import { HOTEL_SORTS, type HotelSort } from '@haiwai/contracts/hotels/constants';
import { stayFromSearch, type Stay } from './stay';

/**
 * The hotel list's state, all in the address (`?check_in=…&check_out=…&guests=2&district_id=3&tags=pool,wifi&
 * price_min=50000&price_max=200000&sort=price_asc`): a shared or reloaded link shows the same list. Prices are
 * minor units of the area's currency, as the API takes them.
 */
export interface HotelFilters {
  stay: Stay;
  keyword: string;
  districtId: string;
  tags: string[];
  priceMin: string;
  priceMax: string;
  sort: HotelSort;
  /** Where the guest is (sort by distance). */
  lat: string;
  lng: string;
}

const int = (s: string | null) => (s && /^\d{1,12}$/.test(s) ? s : '');
const coord = (s: string | null) => (s && /^-?\d{1,3}(\.\d+)?$/.test(s) ? s : '');

export function filtersFromSearch(search: URLSearchParams, now?: string): HotelFilters {
  const sort = search.get('sort') as HotelSort | null;
  return {
    stay: stayFromSearch(search, now),
    keyword: (search.get('keyword') ?? '').trim().slice(0, 50),
    districtId: int(search.get('district_id')),
    tags: (search.get('tags') ?? '').split(',').filter((t) => /^[a-z0-9_]{1,20}$/.test(t)).slice(0, 10),
    priceMin: int(search.get('price_min')),
    priceMax: int(search.get('price_max')),
    sort: sort && (HOTEL_SORTS as readonly string[]).includes(sort) ? sort : 'newest',
    lat: coord(search.get('lat')),
    lng: coord(search.get('lng')),
  };
}

/** The filters as address parameters (empty ones left out). */
export function filtersToSearch(f: HotelFilters): Record<string, string> {
  const out: Record<string, string> = { check_in: f.stay.checkIn, check_out: f.stay.checkOut, guests: String(f.stay.guests) };
  if (f.keyword) out.keyword = f.keyword;
  if (f.districtId) out.district_id = f.districtId;
  if (f.tags.length) out.tags = f.tags.join(',');
  if (f.priceMin) out.price_min = f.priceMin;
  if (f.priceMax) out.price_max = f.priceMax;
  if (f.sort !== 'newest') out.sort = f.sort;
  if (f.sort === 'distance' && f.lat && f.lng) {
    out.lat = f.lat;
    out.lng = f.lng;
  }
  return out;
}

/** The `hotel/list` query: always with the stay, so only hotels with a free room for it are listed. */
export function toApiQuery(f: HotelFilters): Record<string, string | number> {
  const q: Record<string, string | number> = { check_in: f.stay.checkIn, check_out: f.stay.checkOut, guests: f.stay.guests };
  if (f.keyword) q.keyword = f.keyword;
  if (f.districtId) q.district_id = Number(f.districtId);
  if (f.tags.length) q.tags = f.tags.join(',');
  if (f.priceMin) q.price_min = Number(f.priceMin);
  if (f.priceMax) q.price_max = Number(f.priceMax);
  // Distance needs where the guest is; without it the list stays newest first.
  if (f.sort === 'distance') {
    if (f.lat && f.lng) Object.assign(q, { sort: 'distance', lat: Number(f.lat), lng: Number(f.lng) });
    else q.sort = 'newest';
  } else q.sort = f.sort;
  return q;
}

/** Whether anything narrows the list beyond the stay (the empty block then offers to clear it). */
export const narrowed = (f: HotelFilters) => Boolean(f.keyword || f.districtId || f.tags.length || f.priceMin || f.priceMax);
