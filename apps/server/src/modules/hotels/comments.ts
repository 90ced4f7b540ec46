import type { HotelComment } from '@haiwai/contracts/hotels';
import { defineCommentable, type CommentTarget } from '../comments/index.js';
import type { Db } from './hotel-core.js';

/**
 * Hotel reviews on the comment engine (docs/comments.md, docs/hotels.md): a top-level comment is a review with a
 * 1–5 rating that spends a completed stay of the guest at this hotel (the engine's rating ticket `order_id`: one
 * live review per order, a guest who stays twice reviews twice); the hotel answers each review once
 * (`ownerAnswer`) and deletes only its own answers (a guest's review is not the hotel's to delete); the area's
 * admins hide reviews like other comments (a hidden review keeps its order spent).
 */
type HotelTarget = CommentTarget & { title: string };

async function hotelTarget(db: Db, id: number): Promise<HotelTarget | undefined> {
  const h = await db
    .selectFrom('hotel as h')
    .innerJoin('listing as l', 'l.id', 'h.id')
    .select(['l.id', 'l.user_id', 'l.site_area_id', 'l.title', 'l.status', 'l.deleted_at'])
    .where('h.id', '=', id)
    .executeTakeFirst();
  return h && { id: h.id, ownerId: h.user_id, siteAreaId: h.site_area_id, hidden: false, gone: h.deleted_at !== null || h.status !== 'online', title: h.title };
}

const about = (h: HotelTarget) => ({ link: `/pagesA/hotel/detail?id=${h.id}`, refType: 'hotel', refId: h.id, siteAreaId: h.siteAreaId });

export const hotelComments = defineCommentable({
  name: 'hotel',
  target: hotelTarget,
  tables: { comments: 'hotel_comment', likes: 'hotel_comment_like', targets: 'hotel', targetColumn: 'hotel_id', counter: 'comment_count' },
  ratings: { rating: 'rating', sum: 'rating_sum', count: 'rating_count', min: 1, max: 5 },
  replies: 'ownerAnswer',
  repliesShown: 1,
  /** A review spends one of the guest's completed stays at this hotel, oldest first. */
  ratingTicket: {
    column: 'order_id',
    held: async (db, target, userId) =>
      (await db.selectFrom('hotel_order').select('id').where('hotel_id', '=', target.id).where('user_id', '=', userId).where('status', '=', 'completed').orderBy('id').execute()).map((o) => o.id),
  },
  present: ({ target_id, liked, rating, ...c }): Omit<HotelComment, 'replies' | 'reply_count'> => ({ ...c, hotel_id: target_id, is_like: liked, rating: rating ?? null }),
  notices: {
    toOwner: (h, { by, excerpt }) => ({ kind: 'hotel_review', title: { key: 'notice.hotel_review.title' }, body: { key: 'notice.hotel_review.body', params: { name: by.nickname, title: h.title, excerpt } }, ...about(h) }),
    toReplied: (h, { excerpt }) => ({ kind: 'hotel_review', title: { key: 'notice.hotel_answer.title' }, body: { key: 'notice.hotel_answer.body', params: { title: h.title, excerpt } }, ...about(h) }),
    hidden: (h, { reason }) => ({ kind: 'hotel_review', title: { key: 'notice.hotel_review_hidden.title' }, body: { key: 'notice.hotel_review_hidden.body', params: { title: h.title, reason } }, ...about(h) }),
  },
  audit: { action: 'hotel.comment', targetType: 'hotel_comment' },
  reportType: 'hotel_comment',
  translationSource: 'hotel_comment', // "Translate" under each comment (docs/translation.md)
  errors: { targetNotFound: 'hotel.not_found', ticketInvalid: 'hotel.review_needs_stay', ticketSpent: 'hotel.reviewed_already' },
});
