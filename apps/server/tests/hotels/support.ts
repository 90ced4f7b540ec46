import type { HotelOrder, HotelOrderStart, HotelRoom } from '@haiwai/contracts/hotels';
import type { ListingDetail } from '@haiwai/contracts';
import { worldOf, type Who } from '../cars/support.js';
import type { TestApp } from '../support/harness.js';

export type { Who };
export type Detail = ListingDetail & Record<string, unknown>;
export type Start = HotelOrderStart;

/** Today and the following days in Ho Chi Minh City (UTC+7), YYYY-MM-DD. */
export function hcmDay(offset: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Ho Chi Minh City's world (cars' support) plus hotels: live hotels, room types, bookings paid in the sandbox. */
export async function hotelWorld(t: TestApp) {
  const w = await worldOf(t);
  const bangkokAdmin = await t.login((await t.db.selectFrom('app_user').select('mobile').where('username', '=', 'admin_bangkok').executeTakeFirstOrThrow()).mobile!);
  const superAdmin = await t.login('13800000000');

  async function hotel(owner: Who, over: Record<string, unknown> = {}): Promise<Detail> {
    const body = {
      title: '西贡测试大酒店', description: '市中心酒店，中文服务。', images: [w.image], address: '胡志明市第一郡滨江路12号', latitude: 10.7769, longitude: 106.7009,
      contact_phone: '+84 2838001234', star: 4, free_cancel_days: 2, cancel_fee_percent: 50, auto_confirm_hours: 2, tags: ['free_wifi'], ...over,
    };
    const r = await t.call<Detail>('hotelSave', { token: owner.token, siteAreaId: w.hcm, body });
    if (r.status !== 200) throw new Error(`hotelSave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    await w.approve('hotel', r.data.id);
    return r.data;
  }

  async function room(owner: Who, hotelId: number, over: Record<string, unknown> = {}): Promise<HotelRoom> {
    const body = { hotel_id: hotelId, name: '高级大床房', price: 1_000_000, weekend_price: 1_200_000, inventory: 3, max_guests: 2, photos: [w.image], facilities: ['wifi'], ...over };
    const r = await t.call<HotelRoom>('hotelRoomSave', { token: owner.token, siteAreaId: w.hcm, body });
    if (r.status !== 200) throw new Error(`hotelRoomSave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    return r.data;
  }

  function book(guest: Who, roomId: number, checkIn: string, checkOut: string, over: Record<string, unknown> = {}, lang = 'zh') {
    return t.call<Start>('hotelOrderSave', { token: guest.token, siteAreaId: w.hcm, lang, body: { room_id: roomId, check_in: checkIn, check_out: checkOut, rooms: 1, guests: 2, contact_name: '小林', contact_phone: '+84 901234567', ...over } });
  }

  async function pay(guest: Who, start: Start): Promise<HotelOrder> {
    const r = await t.call('paySandboxConfirm', { token: guest.token, body: { id: start.order!.id, outcome: 'paid' } });
    if (r.status !== 200) throw new Error(`paySandboxConfirm: ${r.status} ${r.message}`);
    return (await t.call<HotelOrder>('hotelOrderInfo', { token: guest.token, params: { id: start.hotel_order!.id } })).data;
  }

  /** A paid order of a new guest for the stay. */
  async function paidOrder(roomId: number, checkIn: string, checkOut: string, guest?: Who) {
    const g = guest ?? (await t.newUser());
    const s = await book(g, roomId, checkIn, checkOut);
    if (s.status !== 200) throw new Error(`hotelOrderSave: ${s.status} ${s.message}`);
    return { guest: g, order: await pay(g, s.data), start: s.data };
  }

  const move = (who: Who, id: number, status: string, reason?: string) => t.call<HotelOrder>('hotelOrderFieldUpdate', { token: who.token, params: { id }, body: { status, ...(reason ? { reason } : {}) } });

  /** Runs a durable job now (its time moved to now). */
  async function runJob(key: string) {
    await t.db.updateTable('scheduled_job').set({ run_at: new Date(Date.now() - 1000) }).where('key', '=', key).execute();
    await t.app.timers.runDue();
  }

  /** Taken rooms of a room type per night. */
  async function taken(roomId: number) {
    const rows = await t.db.selectFrom('hotel_night').select(['taken']).where('room_id', '=', roomId).execute();
    return rows.reduce((s, r) => s + r.taken, 0);
  }

  return { ...w, bangkokAdmin, superAdmin, hotel, room, book, pay, paidOrder, move, runJob, taken };
}
