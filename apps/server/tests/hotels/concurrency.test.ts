import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { hcmDay, hotelWorld } from './support.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof hotelWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await hotelWorld(t);
});
afterAll(() => t.close());

describe('no overbooking', () => {
  it('a hundred bookings of the last room at once: exactly one holds it, the others are told "sold out" in their language, nothing else is held', async () => {
    const owner = await t.newUser();
    const hotel = await w.hotel(owner);
    const room = await w.room(owner, hotel.id, { inventory: 1 });
    const guests = await Promise.all(Array.from({ length: 100 }, (_, i) => t.newUser({ ip: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` })));
    const langs = ['zh', 'en', 'vi'] as const;
    const replies = await Promise.all(guests.map((g, i) => w.book(g, room.id, hcmDay(3), hcmDay(5), {}, langs[i % 3])));
    const ok = replies.filter((r) => r.status === 200);
    const soldOut = replies.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(soldOut).toHaveLength(99);
    const messages = { zh: /订满/, en: /Sold out/, vi: /Hết phòng/ };
    replies.forEach((r, i) => {
      if (r.status === 409) expect(r.message).toMatch(messages[langs[i % 3]!]);
    });
    // One hotel order, one open payment order, one room taken on each night.
    expect(await t.db.selectFrom('hotel_order').select('id').where('room_id', '=', room.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('pay_order').select('id').where('kind', '=', 'hotel').where('state', 'in', ['created', 'awaiting_payment']).execute()).toHaveLength(1);
    const nights = await t.db.selectFrom('hotel_night').select(['taken']).where('room_id', '=', room.id).execute();
    expect(nights.map((n) => n.taken)).toEqual([1, 1]);
    // The winner pays; the room stays sold out for those nights, free on the next.
    await w.pay(guests[replies.indexOf(ok[0]!)]!, ok[0]!.data);
    expect((await w.book(guests[0]!, room.id, hcmDay(4), hcmDay(5))).status).toBe(409);
    expect((await w.book(guests[1]!, room.id, hcmDay(5), hcmDay(6))).status).toBe(200);
  });
});
