import { HOTEL } from '@haiwai/contracts/hotels/constants';
import type { ListingDetail } from '@haiwai/contracts/listings';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { defineComments } from '../common/comments';
import { translatedComments } from '../translate';
import { listingKeys } from '../listings';
import { hotelKeys } from './queries';

/**
 * A hotel's reviews (the kit's thread): each with its 1–5 rating and the hotel's one answer. Reviews are written
 * from a completed stay in My bookings (an order, once); here only the hotel's owner writes, to answer.
 */
type HotelReview = Omit<ApiData<'hotelCommentList'>['list'][number], 'replies' | 'reply_count'>;

export const hotelComments = defineComments<HotelReview, 'is_like'>({
  words: 'hotels.comment',
  // The articles' comment look (articles.css): the same thread, the same look.
  look: 'acomment',
  key: hotelKeys.comments,
  list: (hotelId, query, options) => call('hotelCommentList', { query: { hotel_id: hotelId, ...query }, ...options }),
  add: (hotelId, body) => call('hotelCommentSave', { body: { hotel_id: hotelId, content: body.content, ...(body.parent_id ? { parent_id: body.parent_id } : {}) } }),
  like: (id, on) => call('hotelCommentLikeSave', { body: { id, on }, noLoading: true }),
  remove: (id) => call('hotelCommentRemove', { params: { id } }),
  liked: 'is_like',
  bumpCount: (qc) => void qc.invalidateQueries({ queryKey: listingKeys.kind('hotel') }),
  maxLength: HOTEL.reviewMax,
  // "Translate" under each comment (docs/translation.md).
  text: translatedComments('hotel_comment'),
  replies: 'ownerAnswer',
  ratings: { max: 5 },
});

/** What the hotel's detail carries besides the listing's own fields (the hotels module adds them). */
export type HotelDetail = ListingDetail & {
  star?: number | null;
  check_in_time?: string | null;
  check_out_time?: string | null;
  free_cancel_days?: number | null;
  cancel_fee_percent?: number | null;
  rating?: number | null;
  rating_count?: number;
};
