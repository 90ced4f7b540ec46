import type { HotelOrder, HotelQuote } from '@haiwai/contracts/hotels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { hcmDay, hotelWorld, type Who } from './support.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof hotelWorld>>;
let owner: Who;
let hotelId: number;
let roomId: number;

beforeAll(async () => {
  t = await startTestApp();
  w = await hotelWorld(t);
  owner = await t.newUser();
  hotelId = (await w.hotel(owner)).id;
  roomId = (await w.room(owner, hotelId)).id;
});
afterAll(() => t.close());

describe('quotes', () => {
  it('prices each night (weekend price on Friday and Saturday) times rooms, with the policy', async () => {
    const ci = hcmDay(10);
    const co = hcmDay(13);
    const r = await t.call<HotelQuote>('hotelQuote', { query: { room_id: roomId, check_in: ci, check_out: co, rooms: 2 } });
    expect(r.status).toBe(200);
    expect(r.data.nights).toHaveLength(3);
    const expected = r.data.nights.reduce((s, n) => s + ([5, 6].includes(new Date(`${n.date}T00:00:00Z`).getUTCDay()) ? 1_200_000 : 1_000_000), 0) * 2;
    expect(r.data.amount).toBe(expected);
    expect(r.data).toMatchObject({ left: 3, available: true, policy: { free_cancel_days: 2, cancel_fee_percent: 50 }, currency: 'VND' });
  });

  it('refuses bad stays in the caller’s language', async () => {
    const past = await t.call('hotelQuote', { lang: 'en', query: { room_id: roomId, check_in: hcmDay(-2), check_out: hcmDay(1) } });
    expect(past.status).toBe(400);
    expect(past.message).toMatch(/before today/);
    const reversed = await t.call('hotelQuote', { query: { room_id: roomId, check_in: hcmDay(5), check_out: hcmDay(4) } });
    expect(reversed.status).toBe(400);
    const long = await t.call('hotelQuote', { lang: 'vi', query: { room_id: roomId, check_in: hcmDay(1), check_out: hcmDay(40) } });
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/30 đêm/);
    const bad = await t.call('hotelQuote', { query: { room_id: roomId, check_in: '2026-02-30', check_out: hcmDay(4) } });
    expect(bad.status).toBe(400);
    expect((await t.call('hotelQuote', { query: { room_id: 999999, check_in: hcmDay(1), check_out: hcmDay(2) } })).status).toBe(404);
  });
});

describe('booking and paying', () => {
  it('holds the rooms while unpaid, and the payment makes it paid; both sides are told', async () => {
    const guest = await t.newUser();
    const s = await w.book(guest, roomId, hcmDay(20), hcmDay(22));
    expect(s.status).toBe(200);
    expect(s.data.pay?.provider).toBe('sandbox');
    expect(s.data.hotel_order).toMatchObject({ status: 'awaiting_payment', nights: 2, can: { pay: true, cancel: true } });
    expect(s.data.hotel_order!.hold_until).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
    expect(await w.taken(roomId)).toBe(2);
    const paid = await w.pay(guest, s.data);
    expect(paid).toMatchObject({ status: 'paid', can: { cancel: true, pay: false } });
    expect(paid.confirm_by).toBeGreaterThan(Date.now() / 1000);
    const notes = await t.db.selectFrom('notice').select(['user_id', 'kind']).where('ref_type', '=', 'hotelOrder').where('ref_id', '=', paid.id).execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual([guest.id, owner.id].sort());
    const hotelSide = await t.call<HotelOrder>('hotelOrderInfo', { token: owner.token, params: { id: paid.id } });
    expect(hotelSide.data).toMatchObject({ is_hotel: true, can: { confirm: true, reject: true, check_in: false } });
  });

  it('refuses booking one’s own hotel, too many guests, an offline room, and strangers’ orders', async () => {
    expect((await w.book(owner, roomId, hcmDay(30), hcmDay(31))).status).toBe(400);
    const g = await t.newUser();
    expect((await w.book(g, roomId, hcmDay(30), hcmDay(31), { guests: 3 })).status).toBe(400);
    expect((await w.book(g, roomId, hcmDay(30), hcmDay(31), { contact_phone: 'x' })).status).toBe(400);
    expect((await t.call('hotelOrderSave', { body: { room_id: roomId, check_in: hcmDay(30), check_out: hcmDay(31), guests: 1, contact_name: 'a', contact_phone: '+84 901234567' } })).status).toBe(401);
    const { order } = await w.paidOrder(roomId, hcmDay(30), hcmDay(31));
    const stranger = await t.newUser();
    expect((await t.call('hotelOrderInfo', { token: stranger.token, params: { id: order.id } })).status).toBe(403);
    expect((await w.move(stranger, order.id, 'confirmed')).status).toBe(403);
    expect((await w.move(stranger, order.id, 'cancelled')).status).toBe(403);
    const offline = await w.room(owner, hotelId, { name: '停售房', status: 'offline' });
    expect((await w.book(g, offline.id, hcmDay(30), hcmDay(31))).status).toBe(409);
  });

  it('the hold ends after 15 minutes by the durable timer: expired, rooms free, both told', async () => {
    const guest = await t.newUser();
    const s = await w.book(guest, roomId, hcmDay(40), hcmDay(41));
    const before = await w.taken(roomId);
    await w.runJob(`pay-expire:${s.data.order!.id}`);
    const o = (await t.call<HotelOrder>('hotelOrderInfo', { token: guest.token, params: { id: s.data.hotel_order!.id } })).data;
    expect(o.status).toBe('expired');
    expect(await w.taken(roomId)).toBe(before - 1);
    const notes = await t.db.selectFrom('notice').select('user_id').where('ref_type', '=', 'hotelOrder').where('ref_id', '=', o.id).execute();
    expect(notes).toHaveLength(2);
  });

  it('the guest cancels an unpaid order: cancelled, rooms free at once, nothing refunded', async () => {
    const guest = await t.newUser();
    const s = await w.book(guest, roomId, hcmDay(42), hcmDay(43));
    const before = await w.taken(roomId);
    const r = await w.move(guest, s.data.hotel_order!.id, 'cancelled');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ status: 'cancelled', refund_amount: 0 });
    expect(await w.taken(roomId)).toBe(before - 1);
  });
});

describe('the hotel moves orders', () => {
  it('confirms, checks in on the day, checks out; the stay completes', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(0), hcmDay(1));
    expect((await w.move(guest, order.id, 'confirmed')).status).toBe(403);
    const c = await w.move(owner, order.id, 'confirmed');
    expect(c.data).toMatchObject({ status: 'confirmed', can: { check_in: true, no_show: true } });
    expect((await t.db.selectFrom('scheduled_job').select('status').where('key', '=', `hotel-confirm:${order.id}`).executeTakeFirstOrThrow()).status).toBe('cancelled');
    expect((await w.move(owner, order.id, 'checked_in')).data.status).toBe('checked_in');
    const done = await w.move(owner, order.id, 'completed');
    expect(done.data).toMatchObject({ status: 'completed' });
    const g = await t.call<HotelOrder>('hotelOrderInfo', { token: guest.token, params: { id: order.id } });
    expect(g.data.can.review).toBe(true);
    expect((await w.move(owner, order.id, 'confirmed')).status).toBe(400);
  });

  it('cannot check in before the check-in day', async () => {
    const { order } = await w.paidOrder(roomId, hcmDay(5), hcmDay(6));
    await w.move(owner, order.id, 'confirmed');
    const r = await w.move(owner, order.id, 'checked_in');
    expect(r.status).toBe(400);
    expect((await w.move(owner, order.id, 'no_show')).status).toBe(400);
  });

  it('confirms automatically at the auto-confirm time (durable timer)', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(7), hcmDay(8));
    await w.runJob(`hotel-confirm:${order.id}`);
    const o = await t.call<HotelOrder>('hotelOrderInfo', { token: guest.token, params: { id: order.id } });
    expect(o.data.status).toBe('confirmed');
  });

  it('completes a checked-in stay nobody checked out (durable timer)', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(0), hcmDay(1));
    await w.move(owner, order.id, 'confirmed');
    await w.move(owner, order.id, 'checked_in');
    await w.runJob(`hotel-complete:${order.id}`);
    expect((await t.call<HotelOrder>('hotelOrderInfo', { token: guest.token, params: { id: order.id } })).data.status).toBe('completed');
  });

  it('rejects with a reason: full refund through the payment engine, rooms freed', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(9), hcmDay(11));
    expect((await w.move(owner, order.id, 'rejected')).status).toBe(400);
    const before = await w.taken(roomId);
    const r = await w.move(owner, order.id, 'rejected', '当天满房');
    expect(r.data).toMatchObject({ status: 'rejected', refund_amount: order.amount, reason: '当天满房' });
    expect(await w.taken(roomId)).toBe(before - 2);
    const pay = await t.db.selectFrom('pay_order').select(['state', 'refunded_amount']).where('id', '=', order.pay_order_id).executeTakeFirstOrThrow();
    expect(pay.state).toBe('refunded');
    expect(Number(pay.refunded_amount)).toBe(order.amount);
    expect((await t.call<HotelOrder>('hotelOrderInfo', { token: guest.token, params: { id: order.id } })).data.status).toBe('rejected');
  });
});

describe('cancellation policy', () => {
  it('free until N days before check-in: everything back', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(15), hcmDay(16));
    expect(order.cancel_refund).toBe(order.amount);
    const r = await w.move(guest, order.id, 'cancelled');
    expect(r.data).toMatchObject({ status: 'cancelled', refund_amount: order.amount });
  });

  it('later: the hotel keeps its share', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(1), hcmDay(2));
    expect(order.cancel_refund).toBe(Math.floor(order.amount / 2));
    const r = await w.move(guest, order.id, 'cancelled');
    expect(r.data.refund_amount).toBe(Math.floor(order.amount / 2));
    const pay = await t.db.selectFrom('pay_order').select(['state', 'refunded_amount']).where('id', '=', order.pay_order_id).executeTakeFirstOrThrow();
    expect(pay.state).toBe('partly_refunded');
  });

  it('not on or after the check-in day', async () => {
    const { guest, order } = await w.paidOrder(roomId, hcmDay(0), hcmDay(1));
    expect(order.can.cancel).toBe(false);
    expect((await w.move(guest, order.id, 'cancelled')).status).toBe(400);
  });
});

describe('lists', () => {
  it('the guest’s and the hotel’s orders, paged', async () => {
    const guest = await t.newUser();
    for (const d of [50, 52, 54]) await w.paidOrder(roomId, hcmDay(d), hcmDay(d + 1), guest);
    const p1 = await t.call<{ list: HotelOrder[]; total: number; next_cursor: string | null }>('hotelOrderList', { token: guest.token, query: { limit: 2 } });
    expect(p1.data.total).toBe(3);
    expect(p1.data.list).toHaveLength(2);
    const p2 = await t.call<{ list: HotelOrder[] }>('hotelOrderList', { token: guest.token, query: { limit: 2, cursor: p1.data.next_cursor! } });
    expect(p2.data.list).toHaveLength(1);
    const hotelSide = await t.call<{ list: HotelOrder[]; total: number }>('hotelOrderListHotel', { token: owner.token, query: { hotel_id: hotelId, status: 'paid' } });
    expect(hotelSide.data.list.every((o) => o.status === 'paid' && o.is_hotel)).toBe(true);
    const stranger = await t.newUser();
    expect((await t.call<{ total: number }>('hotelOrderListHotel', { token: stranger.token, query: {} })).data.total).toBe(0);
    expect((await t.call('hotelOrderList', { query: {} })).status).toBe(401);
    expect((await t.call('hotelOrderList', { token: guest.token, query: { status: 'nope' } })).status).toBe(400);
  });
});
