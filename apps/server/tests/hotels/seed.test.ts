import { hotel, saveBodySchema } from '@haiwai/contracts';
import type { HotelCard, HotelRoom } from '@haiwai/contracts/hotels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/core/module.js';
import { seedHotelsDemo } from '../../src/modules/hotels/seed/demo.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The hotels demo stage on a fresh database (the harness seeds without demo content): 15 hotels with 3–5 room types per area. */
let t: TestApp;
let first: boolean;
const ctx = (): SeedContext => ({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} });

beforeAll(async () => {
  t = await startTestApp();
  first = await seedHotelsDemo(ctx());
}, 120_000);
afterAll(() => t.close());

describe('hotels demo seed', () => {
  it('writes 15 live hotels with 3–5 room types in every area, zh first with en and vi, each valid against the kind', async () => {
    expect(first).toBe(true);
    const areas = await t.db.selectFrom('site_area').select(['id', 'code', 'latitude', 'longitude']).execute();
    const hotels = await t.db.selectFrom('listing').selectAll().where('kind', '=', 'hotel').execute();
    const rooms = await t.db.selectFrom('hotel_room').select(['hotel_id']).execute();
    for (const a of areas) {
      const mine = hotels.filter((h) => h.site_area_id === a.id);
      expect(mine, a.code).toHaveLength(15);
      for (const h of mine) {
        const n = rooms.filter((r) => r.hotel_id === h.id).length;
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(5);
        expect(Math.abs(Number(h.latitude) - Number(a.latitude))).toBeLessThan(0.05);
        const attrs = typeof h.attrs === 'string' ? JSON.parse(h.attrs) : h.attrs;
        const images = typeof h.images === 'string' ? JSON.parse(h.images) : h.images;
        const body = { title: h.title, description: h.description, tags: h.tags, images, address: h.address, latitude: h.latitude, longitude: h.longitude, contact_name: h.contact_name, contact_phone: h.contact_phone, district_id: h.district_id, lang_type: h.lang_type, ...attrs };
        expect(saveBodySchema(hotel).safeParse(body).success, h.title).toBe(true);
      }
      const langs = new Set(mine.map((h) => h.lang_type));
      expect([...langs].sort()).toEqual(['en', 'vi', 'zh']);
      expect(mine.filter((h) => h.lang_type === 'zh').length).toBeGreaterThan(7);
    }
    expect(await seedHotelsDemo(ctx())).toBe(false);
  });

  it('the demo hotels are listed, bookable for a stay, with priced room types', async () => {
    const hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
    const ci = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const co = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const list = await t.call<{ list: HotelCard[]; total: number }>('hotelList', { siteAreaId: hcm, query: { check_in: ci, check_out: co, guests: 2, sort: 'price_asc' } });
    expect(list.data.total).toBe(15);
    expect(list.data.list[0]!.price_from).toBeGreaterThan(0);
    const rooms = await t.call<{ list: HotelRoom[] }>('hotelRoomListUser', { query: { hotel_id: list.data.list[0]!.id, check_in: ci, check_out: co } });
    expect(rooms.data.list.every((r) => r.quote?.available && r.price > 0 && r.photos.length > 0)).toBe(true);
  });
});
