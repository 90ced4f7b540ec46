import { defineCommentable, type CommentTarget, type CommentView } from '../comments/index.js';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { completedAppointments } from './profile.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The guide as the comment engine needs it: the profile row beside the listing; gone unless the listing is live. */
async function guideTarget(db: Db, id: number): Promise<CommentTarget | undefined> {
  const g = await db
    .selectFrom('guide_profile as p')
    .innerJoin('listing as l', 'l.id', 'p.id')
    .select(['p.id', 'l.user_id', 'l.site_area_id', 'l.status', 'l.deleted_at'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return g && { id: g.id, ownerId: g.user_id, siteAreaId: g.site_area_id, hidden: false, gone: g.deleted_at !== null || g.status !== 'online' };
}

const notice = (g: CommentTarget, kind: string) => ({ kind, refType: 'guide', refId: g.id, siteAreaId: g.siteAreaId, link: `/pages/translate/detail?id=${g.id}` });

/**
 * Reviews of guides on the comment engine (docs/comments.md): a review carries a 1–5 rating and spends one
 * completed appointment of the member with the guide (the engine's rating ticket `appointment_id`: one live review
 * per appointment, so a member who books the guide twice reviews twice); the guide answers each review once.
 * The profile row keeps the review count, the rating sum and count exact.
 */
export const guideReviews = defineCommentable({
  name: 'guide',
  tables: { comments: 'guide_review', likes: 'guide_review_like', targets: 'guide_profile', targetColumn: 'guide_id', counter: 'review_count' },
  target: guideTarget,
  // A review spends a completed booking (named, else the oldest not reviewed yet); only the guide answers.
  ratingTicket: { column: 'appointment_id', held: (db, g, userId) => completedAppointments(db, userId, g.id) },
  replies: 'ownerAnswer',
  repliesShown: 1,
  ratings: { min: 1, max: 5, rating: 'rating', sum: 'rating_sum', count: 'rating_count' },
  deleteBy: ['areaAdmins'],
  notices: {
    toOwner: (g, e) => ({ ...notice(g, 'guide_review'), title: { key: 'notice.guide_review.title' }, body: { key: 'notice.guide_review.body', params: { name: e.by.nickname, content: e.excerpt } } }),
    toReplied: (g, e) => ({ ...notice(g, 'guide_review'), title: { key: 'notice.guide_review.answer.title' }, body: { key: 'notice.guide_review.answer.body', params: { name: e.by.nickname, content: e.excerpt } } }),
    hidden: (g, h) => ({ ...notice(g, 'guide_review'), title: { key: 'notice.guide_review.hidden.title' }, body: { key: 'notice.guide_review.hidden.body', params: { reason: h.reason } } }),
  },
  audit: { action: 'guide.review', targetType: 'guide_review' },
  reportType: 'guide_review',
  translationSource: 'guide_review', // "Translate" under each comment (docs/translation.md)
  present: ({ target_id, liked, rating, ...c }: CommentView) => ({ ...c, guide_id: target_id, is_like: liked, rating: rating ?? null }),
  errors: { targetNotFound: 'guide.not_found', ratingRequired: 'guide_review.rating_required', ticketInvalid: 'guide_review.need_completed', ticketSpent: 'guide_review.twice' },
});
