import type { HotelComment } from '@haiwai/contracts/hotels';
import type { ListingDetail } from '@haiwai/contracts';
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

/** A guest whose stay is completed (checked in today, checked out by the hotel). */
async function stayed() {
  const { guest, order } = await w.paidOrder(roomId, hcmDay(0), hcmDay(1));
  await w.move(owner, order.id, 'confirmed');
  await w.move(owner, order.id, 'checked_in');
  await w.move(owner, order.id, 'completed');
  return { guest, order };
}

describe('reviews', () => {
  it('only from a completed stay of one’s own, once per order, with a 1–5 rating', async () => {
    const { guest, order } = await stayed();
    const review = (who: Who, body: Record<string, unknown>, lang = 'zh') => t.call<HotelComment>('hotelCommentSave', { token: who.token, lang, body: { hotel_id: hotelId, content: '干净安静，前台很热情', ...body } });
    expect((await review(guest, { order_id: order.id })).status).toBe(400);
    expect((await review(guest, { order_id: order.id, rating: 6 })).status).toBe(400);
    const stranger = await t.newUser();
    expect((await review(stranger, { order_id: order.id, rating: 5 })).status).toBe(403);
    const { guest: early, order: open } = await w.paidOrder(roomId, hcmDay(6), hcmDay(7));
    const notYet = await review(early, { order_id: open.id, rating: 4 }, 'en');
    expect(notYet.status).toBe(403);
    expect(notYet.message).toMatch(/completed stays/);
    const ok = await review(guest, { order_id: order.id, rating: 4 });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ rating: 4, hotel_id: hotelId, parent_id: null });
    expect((await review(guest, { order_id: order.id, rating: 5 })).status).toBe(409);
    const detail = await t.call<ListingDetail & { rating: number; rating_count: number }>('hotelInfo', { params: { id: hotelId } });
    expect(detail.data).toMatchObject({ rating: 4, rating_count: 1 });
    const note = await t.db.selectFrom('notice').select('kind').where('user_id', '=', owner.id).where('kind', '=', 'hotel_review').execute();
    expect(note).toHaveLength(1);
  });

  it('the hotel answers a review once; guests cannot answer; likes; deleting', async () => {
    const { guest, order } = await stayed();
    const r = (await t.call<HotelComment>('hotelCommentSave', { token: guest.token, body: { hotel_id: hotelId, order_id: order.id, rating: 2, content: '空调有点吵' } })).data;
    const other = await t.newUser();
    expect((await t.call('hotelCommentSave', { token: other.token, body: { hotel_id: hotelId, parent_id: r.id, content: '同感' } })).status).toBe(403);
    const answer = await t.call<HotelComment>('hotelCommentSave', { token: owner.token, body: { hotel_id: hotelId, parent_id: r.id, content: '感谢反馈，已维修空调' } });
    expect(answer.status).toBe(200);
    expect(answer.data.rating).toBeNull();
    expect((await t.call('hotelCommentSave', { token: owner.token, body: { hotel_id: hotelId, parent_id: r.id, content: '再次感谢' } })).status).toBe(409);
    const list = await t.call<{ list: HotelComment[] }>('hotelCommentList', { query: { hotel_id: hotelId } });
    const shown = list.data.list.find((c) => c.id === r.id)!;
    expect(shown.replies.map((x) => x.content)).toEqual(['感谢反馈，已维修空调']);
    const like = await t.call<{ is_like: boolean; like_count: number }>('hotelCommentLikeSave', { token: other.token, body: { id: r.id } });
    expect(like.data).toMatchObject({ is_like: true, like_count: 1 });
    expect((await t.call('hotelCommentLikeSave', { body: { id: r.id } })).status).toBe(401);
    expect((await t.call('hotelCommentRemove', { token: other.token, params: { id: r.id } })).status).toBe(403);
    expect((await t.call('hotelCommentRemove', { token: owner.token, params: { id: answer.data.id } })).status).toBe(200);
    expect((await t.call('hotelCommentRemove', { token: guest.token, params: { id: r.id } })).status).toBe(200);
    expect((await t.call('hotelCommentRemove', { token: guest.token, params: { id: r.id } })).status).toBe(404);
    expect((await t.call('hotelCommentList', { query: { hotel_id: 999999 } })).status).toBe(404);
  });
});
