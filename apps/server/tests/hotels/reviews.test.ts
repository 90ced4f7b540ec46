import type { HotelComment, HotelOrder } from '@haiwai/contracts/hotels';
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
    expect((await t.call('hotelCommentRemove', { token: owner.token, params: { id: r.id } })).status).toBe(403);
    expect((await t.call('hotelCommentRemove', { token: owner.token, params: { id: answer.data.id } })).status).toBe(200);
    expect((await t.call('hotelCommentRemove', { token: guest.token, params: { id: r.id } })).status).toBe(200);
    expect((await t.call('hotelCommentRemove', { token: guest.token, params: { id: r.id } })).status).toBe(404);
    expect((await t.call('hotelCommentList', { query: { hotel_id: 999999 } })).status).toBe(404);
  });

  it('one review per order: a second stay makes a second review; the same order twice is refused in zh/en/vi, even at once; a deleted review frees its order', async () => {
    // Another room type of the hotel (the first is full tonight), stayed in twice by one guest.
    const room = (await w.room(owner, hotelId)).id;
    const { guest, order: first } = await w.paidOrder(room, hcmDay(0), hcmDay(1));
    for (const s of ['confirmed', 'checked_in', 'completed'] as const) expect((await w.move(owner, first.id, s)).status).toBe(200);
    const { order: second } = await w.paidOrder(room, hcmDay(0), hcmDay(1), guest);
    for (const s of ['confirmed', 'checked_in', 'completed'] as const) expect((await w.move(owner, second.id, s)).status).toBe(200);
    const rated = async () => (await t.call<{ rating: number; rating_count: number }>('hotelInfo', { params: { id: hotelId } })).data;
    const before = await rated();
    const review = (order_id: number, rating: number, lang = 'zh') => t.call<HotelComment>('hotelCommentSave', { token: guest.token, lang, body: { hotel_id: hotelId, order_id, rating, content: `第 ${order_id} 单的评价` } });
    // Five submits of the first order at once: exactly one review.
    const burst = await Promise.all(Array.from({ length: 5 }, () => review(first.id, 5)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(4);
    const firstReview = burst.find((r) => r.status === 200)!.data;
    const messages = await Promise.all((['zh', 'en', 'vi'] as const).map(async (lang) => (await review(first.id, 4, lang)).message));
    expect(messages).toEqual(['这次入住已经评价过了', 'This stay has already been reviewed', 'Lần lưu trú này đã được đánh giá']);
    const secondReview = await review(second.id, 3);
    expect(secondReview.status).toBe(200);
    const after = await rated();
    expect(after.rating_count).toBe(before.rating_count + 2);
    const orders = await t.call<{ list: HotelOrder[] }>('hotelOrderList', { token: guest.token, query: { status: 'completed' } });
    const byId = new Map(orders.data.list.map((o) => [o.id, o]));
    expect(byId.get(first.id)).toMatchObject({ review_id: firstReview.id, can: { review: false } });
    expect(byId.get(second.id)).toMatchObject({ review_id: secondReview.data.id, can: { review: false } });
    // Withdrawn: the order may be reviewed again, the counters move back and forth exactly.
    expect((await t.call('hotelCommentRemove', { token: guest.token, params: { id: firstReview.id } })).status).toBe(200);
    expect((await rated()).rating_count).toBe(before.rating_count + 1);
    const reopened = await t.call<{ list: HotelOrder[] }>('hotelOrderList', { token: guest.token, query: { status: 'completed' } });
    expect(reopened.data.list.find((o) => o.id === first.id)).toMatchObject({ review_id: null, can: { review: true } });
    expect((await review(first.id, 2)).status).toBe(200);
    expect((await rated()).rating_count).toBe(before.rating_count + 2);
    const live = await t.db.selectFrom('hotel_comment').select(['order_id', 'rating']).where('hotel_id', '=', hotelId).where('user_id', '=', guest.id).where('deleted_at', 'is', null).orderBy('order_id').execute();
    expect(live).toEqual([{ order_id: first.id, rating: 2 }, { order_id: second.id, rating: 3 }]);
  });
});
