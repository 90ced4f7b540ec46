import type { HotelCard, HotelRoom, HotelTag } from '@haiwai/contracts/hotels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { hcmDay, hotelWorld, type Who } from './support.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof hotelWorld>>;
let owner: Who;
type Page<T> = { list: T[]; total: number; next_cursor: string | null; has_more: boolean };

beforeAll(async () => {
  t = await startTestApp();
  w = await hotelWorld(t);
  owner = await t.newUser();
});
afterAll(() => t.close());

describe('room types', () => {
  it('the owner adds, edits, takes off sale and deletes; others may not', async () => {
    const h = await w.hotel(owner);
    const r = await w.room(owner, h.id, { facilities: ['wifi', 'breakfast'], bed: 'twin', area_sqm: 25 });
    expect(r).toMatchObject({ hotel_id: h.id, price: 1_000_000, weekend_price: 1_200_000, currency: 'VND', inventory: 3, bed: 'twin', is_owner: true, status: 'online' });
    const stranger = await t.newUser();
    expect((await t.call('hotelRoomSave', { token: stranger.token, body: { hotel_id: h.id, name: 'x', price: 1, inventory: 1, max_guests: 1, photos: [w.image] } })).status).toBe(403);
    expect((await t.call('hotelRoomFieldUpdate', { token: stranger.token, params: { id: r.id }, body: { price: 5 } })).status).toBe(403);
    expect((await t.call('hotelRoomRemove', { token: stranger.token, params: { id: r.id } })).status).toBe(403);
    expect((await t.call('hotelRoomSave', { body: { hotel_id: h.id, name: 'x', price: 1, inventory: 1, max_guests: 1, photos: [w.image] } })).status).toBe(401);
    const up = await t.call<HotelRoom>('hotelRoomFieldUpdate', { token: owner.token, params: { id: r.id }, body: { price: 900_000, status: 'offline' } });
    expect(up.data).toMatchObject({ price: 900_000, status: 'offline' });
    expect((await t.call('hotelRoomInfo', { params: { id: r.id } })).status).toBe(404);
    expect((await t.call('hotelRoomInfo', { token: owner.token, params: { id: r.id } })).status).toBe(200);
    expect((await t.call('hotelRoomRemove', { token: owner.token, params: { id: r.id } })).status).toBe(200);
    expect((await t.call('hotelRoomInfo', { token: owner.token, params: { id: r.id } })).status).toBe(404);
  });

  it('validates: price, photos, facilities, nothing to change', async () => {
    const h = await w.hotel(owner);
    const base = { hotel_id: h.id, name: '房', price: 100, inventory: 1, max_guests: 2, photos: [w.image] };
    for (const bad of [{ price: 0 }, { price: -1 }, { photos: [] }, { photos: ['https://evil.example/x.png'] }, { facilities: ['jacuzzi'] }, { facilities: ['wifi', 'wifi'] }, { inventory: 1000 }, { name: '' }]) {
      const r = await t.call('hotelRoomSave', { token: owner.token, lang: 'en', body: { ...base, ...bad } });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    const r = await w.room(owner, h.id);
    expect((await t.call('hotelRoomFieldUpdate', { token: owner.token, params: { id: r.id }, body: {} })).status).toBe(400);
    expect((await t.call('hotelRoomSave', { token: owner.token, body: { ...base, hotel_id: 999999 } })).status).toBe(404);
  });

  it('cannot delete a room type with open orders', async () => {
    const h = await w.hotel(owner);
    const r = await w.room(owner, h.id);
    await w.paidOrder(r.id, hcmDay(3), hcmDay(4));
    const del = await t.call('hotelRoomRemove', { token: owner.token, lang: 'en', params: { id: r.id } });
    expect(del.status).toBe(409);
    expect(del.message).toMatch(/open orders/);
  });

  it('lists room types with the stay’s quote; the owner sees offline ones too', async () => {
    const h = await w.hotel(owner);
    await w.room(owner, h.id, { name: 'A' });
    await w.room(owner, h.id, { name: 'B', status: 'offline' });
    await w.room(owner, h.id, { name: 'C', max_guests: 4 });
    const pub = await t.call<Page<HotelRoom>>('hotelRoomListUser', { query: { hotel_id: h.id, check_in: hcmDay(2), check_out: hcmDay(4) } });
    expect(pub.data.list.map((r) => r.name)).toEqual(['A', 'C']);
    expect(pub.data.list[0]!.quote).toMatchObject({ left: 3, available: true });
    expect(pub.data.list[0]!.quote!.nights).toHaveLength(2);
    const four = await t.call<Page<HotelRoom>>('hotelRoomListUser', { query: { hotel_id: h.id, guests: 4 } });
    expect(four.data.list.map((r) => r.name)).toEqual(['C']);
    const mine = await t.call<Page<HotelRoom>>('hotelRoomListUser', { token: owner.token, query: { hotel_id: h.id, limit: 2 } });
    expect(mine.data.total).toBe(3);
    expect(mine.data.has_more).toBe(true);
    const next = await t.call<Page<HotelRoom>>('hotelRoomListUser', { token: owner.token, query: { hotel_id: h.id, limit: 2, cursor: mine.data.next_cursor! } });
    expect(next.data.list.map((r) => r.name)).toEqual(['C']);
    expect((await t.call('hotelRoomListUser', { query: { hotel_id: h.id, check_in: hcmDay(2) } })).status).toBe(400);
  });

  it('the calendar and the hotel’s own nights: a count below what is booked is refused', async () => {
    const h = await w.hotel(owner);
    const r = await w.room(owner, h.id, { inventory: 2 });
    await w.paidOrder(r.id, hcmDay(3), hcmDay(4));
    const cal = await t.call<Array<{ date: string; left: number; taken: number }>>('hotelRoomCalendar', { token: owner.token, query: { room_id: r.id, from: hcmDay(2), to: hcmDay(5) } });
    expect(cal.data.map((n) => n.taken)).toEqual([0, 1, 0]);
    const set = await t.call<Array<{ inventory: number; price: number; overridden: boolean }>>('hotelRoomNightSave', { token: owner.token, body: { room_id: r.id, from: hcmDay(2), to: hcmDay(4), inventory: 1, price: 2_000_000 } });
    expect(set.data.map((n) => [n.inventory, n.price, n.overridden])).toEqual([[1, 2_000_000, true], [1, 2_000_000, true]]);
    const below = await t.call('hotelRoomNightSave', { token: owner.token, lang: 'en', body: { room_id: r.id, from: hcmDay(3), to: hcmDay(4), inventory: 0 } });
    expect(below.status).toBe(409);
    expect(below.message).toMatch(/already booked/);
    const full = await w.book(await t.newUser(), r.id, hcmDay(3), hcmDay(4));
    expect(full.status).toBe(409);
    const reset = await t.call<Array<{ inventory: number; overridden: boolean }>>('hotelRoomNightSave', { token: owner.token, body: { room_id: r.id, from: hcmDay(2), to: hcmDay(4), reset: true } });
    expect(reset.data.every((n) => n.inventory === 2 && !n.overridden)).toBe(true);
    const stranger = await t.newUser();
    expect((await t.call('hotelRoomCalendar', { token: stranger.token, query: { room_id: r.id, from: hcmDay(2), to: hcmDay(5) } })).status).toBe(403);
    expect((await t.call('hotelRoomCalendar', { token: owner.token, query: { room_id: r.id, from: hcmDay(2), to: hcmDay(200) } })).status).toBe(400);
  });
});

describe('hotel/list: availability, filters and sorts', () => {
  let a: number;
  let b: number;
  let c: number;
  let plus: string[];
  beforeAll(async () => {
    const o = await t.newUser();
    const ha = await w.hotel(o, { title: '可订酒店甲', tags: ['free_wifi', 'pool'], latitude: 10.78, longitude: 106.70 });
    const hb = await w.hotel(o, { title: '满房酒店乙', tags: ['free_wifi'], latitude: 10.9, longitude: 106.9 });
    const hc = await w.hotel(o, { title: '贵价酒店丙', latitude: 10.79, longitude: 106.71 });
    [a, b, c] = [ha.id, hb.id, hc.id];
    await w.room(o, a, { price: 500_000, weekend_price: null, inventory: 2 });
    const rb = await w.room(o, b, { price: 600_000, weekend_price: null, inventory: 1 });
    await w.room(o, c, { price: 3_000_000, weekend_price: null, inventory: 5, max_guests: 4 });
    await w.paidOrder(rb.id, hcmDay(10), hcmDay(12));
    plus = [];
  });
  const list = (query: Record<string, string | number>) => t.call<Page<HotelCard>>('hotelList', { siteAreaId: w.hcm, query: { limit: 50, ...query } });
  const ids = (p: Page<HotelCard>) => p.list.map((h) => h.id).filter((id) => [a, b, c].includes(id));

  it('only hotels with a free room for every night of the stay', async () => {
    const free = await list({ check_in: hcmDay(10), check_out: hcmDay(12) });
    expect(ids(free.data)).toContain(a);
    expect(ids(free.data)).not.toContain(b);
    const card = free.data.list.find((h) => h.id === a)!;
    expect(card).toMatchObject({ price_from: 500_000, rooms_left: 2, star: 4 });
    const after = await list({ check_in: hcmDay(12), check_out: hcmDay(13) });
    expect(ids(after.data)).toContain(b);
    const plain = await list({});
    expect(ids(plain.data).sort()).toEqual([a, b, c].sort());
  });

  it('guests, price range (per night, minor units) and tags', async () => {
    expect(ids((await list({ check_in: hcmDay(20), check_out: hcmDay(21), guests: 3 })).data)).toEqual([c]);
    // Two rooms of two guests: the hotel with one room of that type is left out.
    expect(ids((await list({ check_in: hcmDay(20), check_out: hcmDay(21), guests: 3, rooms: 2 })).data).sort()).toEqual([a, c].sort());
    expect(ids((await list({ price_min: 1_000_000 })).data)).toEqual([c]);
    expect(ids((await list({ price_max: 550_000 })).data)).toEqual([a]);
    expect(ids((await list({ tags: 'free_wifi,pool' })).data)).toEqual([a]);
    expect((await list({ price_min: 5, price_max: 1 })).status).toBe(400);
    expect((await list({ check_in: hcmDay(5) })).status).toBe(400);
    expect((await list({ tags: 'Bad Tag' })).status).toBe(400);
  });

  it('sorts by price, distance and rating, paging with the cursor', async () => {
    for (const q of [{ sort: 'price_asc' }, { sort: 'price_desc' }, { sort: 'distance', lat: 10.78, lng: 106.7 }, { sort: 'rating' }] as Array<Record<string, string | number>>) {
      const r = await list(q);
      expect([r.status, r.message], JSON.stringify(q)).toEqual([200, '成功']);
    }
    const asc = ids((await list({ sort: 'price_asc' })).data);
    expect(asc.indexOf(a)).toBeLessThan(asc.indexOf(b));
    expect(asc.indexOf(b)).toBeLessThan(asc.indexOf(c));
    const desc = ids((await list({ sort: 'price_desc' })).data);
    expect(desc.indexOf(c)).toBeLessThan(desc.indexOf(a));
    const near = await list({ sort: 'distance', lat: 10.78, lng: 106.70 });
    const nearIds = ids(near.data);
    expect(nearIds.indexOf(a)).toBeLessThan(nearIds.indexOf(c));
    expect(nearIds.indexOf(c)).toBeLessThan(nearIds.indexOf(b));
    expect(near.data.list.find((h) => h.id === a)!.distance_km).toBe(0);
    expect((await list({ sort: 'distance' })).status).toBe(400);
    // Cursor paging over a hotel sort: no duplicates, no gaps.
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const p = await t.call<Page<HotelCard>>('hotelList', { siteAreaId: w.hcm, query: { sort: 'price_asc', limit: 1, ...(cursor ? { cursor } : {}) } });
      seen.push(...p.data.list.map((h) => h.id));
      if (!p.data.next_cursor) break;
      cursor = p.data.next_cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => [a, b, c].includes(id))).toEqual(asc);
    const rated = await list({ sort: 'rating' });
    expect(rated.status).toBe(200);
    expect(plus).toEqual([]);
  });
});

describe('tags', () => {
  it('everyone reads the catalogue in their language; the area’s admin adds and edits, others may not', async () => {
    const zh = await t.call<HotelTag[]>('hotelTagList', { siteAreaId: w.hcm });
    expect(zh.data.find((x) => x.code === 'free_wifi')?.name).toBe('免费WiFi');
    const en = await t.call<HotelTag[]>('hotelTagList', { siteAreaId: w.hcm, lang: 'en' });
    expect(en.data.find((x) => x.code === 'free_wifi')?.name).toBe('Free Wi-Fi');
    const body = { code: 'hot_spring', names: { zh: '温泉', en: 'Hot spring', vi: 'Suối nước nóng' }, site_area_id: w.hcm };
    const saved = await t.call<HotelTag>('hotelTagSave', { token: w.admin.token, siteAreaId: w.hcm, body });
    expect(saved.status).toBe(200);
    expect((await t.call('hotelTagSave', { token: w.admin.token, body })).status).toBe(409);
    expect((await t.call('hotelTagSave', { token: w.bangkokAdmin.token, body: { ...body, code: 'other' } })).status).toBe(403);
    expect((await t.call('hotelTagSave', { token: w.bangkokAdmin.token, body: { ...body, id: saved.data.id } })).status).toBe(403);
    expect((await t.call('hotelTagSave', { token: w.admin.token, body: { ...body, site_area_id: 0, code: 'global' } })).status).toBe(403);
    expect((await t.call('hotelTagSave', { token: owner.token, body: { ...body, code: 'mine' } })).status).toBe(403);
    expect((await t.call('hotelTagSave', { body: { ...body, code: 'mine' } })).status).toBe(401);
    expect((await t.call('hotelTagSave', { token: w.admin.token, body: { ...body, code: 'Bad Code' } })).status).toBe(400);
    const off = await t.call<HotelTag>('hotelTagSave', { token: w.admin.token, body: { ...body, id: saved.data.id, enabled: false } });
    expect(off.data.enabled).toBe(false);
    expect((await t.call<HotelTag[]>('hotelTagList', { siteAreaId: w.hcm })).data.some((x) => x.code === 'hot_spring')).toBe(false);
    expect((await t.call<HotelTag[]>('hotelTagList', { siteAreaId: w.hcm, token: w.admin.token, query: { all: '1' } })).data.some((x) => x.code === 'hot_spring')).toBe(true);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'hotelTag').execute();
    expect(audit.map((x) => x.action)).toEqual(['hotel.tag_add', 'hotel.tag_edit']);
  });
});
