import { GUIDE } from '@haiwai/contracts/guides/constants';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { defineComments, type NewComment } from '../common/comments';
import { translatedComments } from '../translate';
import { listingKeys } from '../listings';
import { guideKeys } from './queries';

/**
 * A guide's reviews (the kit's thread): each with its 1–5 rating and the guide's one answer. Members review from a
 * completed booking in "My bookings"; on the guide's page only the guide writes, to answer.
 */
type GuideReview = Omit<ApiData<'guideCommentList'>['list'][number], 'replies' | 'reply_count'>;

/** A review (of the appointment named: each completed booking earns one) or the guide's answer. */
const save = (guideId: number, body: NewComment, appointmentId?: number) =>
  call('guideCommentSave', {
    body: { guide_id: guideId, content: body.content, ...(body.parent_id ? { parent_id: body.parent_id } : {}), ...(body.rating ? { rating: body.rating } : {}), ...(appointmentId && !body.parent_id ? { appointment_id: appointmentId } : {}) },
  });

export const guideComments = defineComments<GuideReview, 'is_like'>({
  words: 'guides.comment',
  // The articles' comment look (articles.css): the same thread, the same look.
  look: 'acomment',
  key: guideKeys.reviews,
  list: (guideId, query, options) => call('guideCommentList', { query: { guide_id: guideId, ...query }, ...options }),
  add: (guideId, body) => save(guideId, body),
  like: (id, on) => call('guideCommentLikeSave', { body: { id, on }, noLoading: true }),
  remove: (id) => call('guideCommentRemove', { params: { id } }),
  liked: 'is_like',
  bumpCount: (qc, guideId) => {
    void qc.invalidateQueries({ queryKey: listingKeys.kind('guide') });
    void qc.invalidateQueries({ queryKey: guideKeys.profile(guideId) });
    void qc.invalidateQueries({ queryKey: guideKeys.all });
  },
  maxLength: GUIDE.reviewMax,
  // "Translate" under each comment (docs/translation.md).
  text: translatedComments('guide_review'),
  replies: 'ownerAnswer',
  ratings: { max: 5 },
});

/** The same reviews, written from one completed appointment (My bookings): the review spends that booking. */
export const appointmentReviews = (appointmentId: number) => defineComments<GuideReview, 'is_like'>({ ...guideComments, add: (guideId, body) => save(guideId, body, appointmentId) });
