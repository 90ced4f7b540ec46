import type { TravelCommentReply } from '@haiwai/contracts/travel';
import { TRAVEL } from '@haiwai/contracts/travel/constants';
import { notFound } from '../../core/errors.js';
import { defineCommentable, type CommentTarget } from '../comments/index.js';
import type { Db } from './present.js';
import { walkLink } from './review.js';

/**
 * Walks as a commentable kind of the comment engine (modules/comments, docs/comments.md): comments with one level
 * of replies, likes, deleting (the author; the walk's author and the area's admins too), admin hides, reports. A
 * member's walk belongs to its author, who is told of new comments; an official route is nobody's (the area's).
 * Only online walks take comments.
 */
export interface WalkTarget extends CommentTarget {
  official: boolean;
}

async function walkTarget(db: Db, id: number): Promise<WalkTarget | undefined> {
  const w = await db.selectFrom('travel_walk').select(['id', 'user_id', 'site_area_id', 'official', 'status', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  return w && { id: w.id, ownerId: w.official ? null : w.user_id, siteAreaId: w.site_area_id, hidden: false, gone: w.deleted_at !== null || w.status !== 'online', official: w.official };
}

const about = (w: WalkTarget) => ({ link: walkLink(w.id, w.official), refType: 'travel_walk', refId: w.id, siteAreaId: w.siteAreaId });

export const walkComments = defineCommentable({
  name: 'travel',
  tables: { comments: 'travel_comment', likes: 'travel_comment_like', targets: 'travel_walk', targetColumn: 'walk_id', counter: 'comment_count' },
  target: walkTarget,
  present: ({ target_id, liked, ...c }): TravelCommentReply => ({ ...c, walk_id: target_id, is_like: liked }),
  replies: 'thread',
  repliesShown: TRAVEL.repliesShown,
  deleteBy: ['targetOwner', 'areaAdmins'],
  notices: {
    toOwner: (w, { by, excerpt }) => ({ kind: 'travel_comment', title: { key: 'travel.notice_comment', params: { name: by.nickname } }, body: { key: 'travel.notice_comment_body', params: { content: excerpt } }, ...about(w) }),
    toReplied: (w, { by, excerpt }) => ({ kind: 'travel_reply', title: { key: 'travel.notice_reply', params: { name: by.nickname } }, body: { key: 'travel.notice_reply_body', params: { content: excerpt } }, ...about(w) }),
    hidden: (w, { reason }) => ({ kind: 'travel_comment_hidden', title: { key: 'travel.notice_hidden' }, body: { key: 'travel.notice_hidden_body', params: { reason } }, ...about(w) }),
  },
  audit: { action: 'travel.comment', targetType: 'travel_comment' },
  reportType: 'travel_comment',
  translationSource: 'travel_comment', // "Translate" under each comment (docs/translation.md)
  errors: {
    targetNotFound: 'travel.not_found',
    notFound: 'travel.comment_not_found',
    notYours: 'travel.not_your_comment',
    replyElsewhere: 'travel.reply_wrong_walk',
    areaForbidden: 'travel.area_forbidden',
  },
});

/** The calls of members' walks take their comments only, official routes theirs: a 404 across (nothing hints). */
export async function assertWalkSort(db: Db, walkId: number, official: boolean): Promise<void> {
  const w = await db.selectFrom('travel_walk').select('official').where('id', '=', walkId).executeTakeFirst();
  if (w && w.official !== official) throw notFound('travel.not_found');
}

export async function assertCommentSort(db: Db, commentId: number, official: boolean): Promise<void> {
  const c = await db.selectFrom('travel_comment as c').innerJoin('travel_walk as w', 'w.id', 'c.walk_id').select('w.official').where('c.id', '=', commentId).executeTakeFirst();
  if (c && c.official !== official) throw notFound('travel.comment_not_found');
}
