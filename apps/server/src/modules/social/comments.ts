import type { CommentReply } from '@haiwai/contracts/social';
import { SOCIAL_LIMITS } from '@haiwai/contracts/social/constants';
import { defineCommentable, type CommentTarget } from '../comments/index.js';
import type { Db } from './access.js';
import { hiddenNotice, link } from './notify.js';
import { authorsOf, unknownAuthor } from './present.js';

/**
 * Posts as a commentable kind of the comment engine (modules/comments, docs/comments.md): comments with one
 * level of replies, likes, my own deleted, hidden by the area's admins (audited) or from the report queue. A
 * post belongs to its author: they are told of new comments, a block between them and a reader refuses the
 * reader's comment, and a hidden post takes none. People show with their VIP badge, as on posts.
 */

async function postTarget(db: Db, id: number): Promise<CommentTarget | undefined> {
  const p = await db.selectFrom('social_post').select(['id', 'user_id', 'site_area_id', 'hidden_at', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  return p && { id: p.id, ownerId: p.user_id, siteAreaId: p.site_area_id, hidden: p.hidden_at !== null, gone: p.deleted_at !== null };
}

async function people(db: Db, ids: number[]) {
  const authors = await authorsOf(db, ids);
  return (id: number) => authors.get(id) ?? unknownAuthor(id);
}

/** Where a comment notice leads: the post. */
const about = (post: CommentTarget) => ({ link: link(post.id), refType: 'social_post', refId: post.id, siteAreaId: post.siteAreaId });

export const postComments = defineCommentable({
  name: 'social',
  tables: { comments: 'social_comment', likes: 'social_comment_like', targets: 'social_post', targetColumn: 'post_id', counter: 'comment_count' },
  target: postTarget,
  people,
  present: ({ target_id, liked, ...c }): CommentReply => ({ ...c, post_id: target_id, isLiked: liked }),
  replies: 'thread',
  repliesShown: SOCIAL_LIMITS.repliesShown,
  notices: {
    toOwner: (post, { by, excerpt }) => ({ kind: 'social_comment', title: { key: 'notice.social.comment.title' }, body: { key: 'notice.social.comment.body', params: { name: by.nickname, content: excerpt } }, ...about(post) }),
    toReplied: (post, { by, excerpt }) => ({ kind: 'social_reply', title: { key: 'notice.social.reply.title' }, body: { key: 'notice.social.reply.body', params: { name: by.nickname, content: excerpt } }, ...about(post) }),
    hidden: (post, { commentId, reason }) => hiddenNotice({ what: 'comment', id: commentId, postId: post.id, siteAreaId: post.siteAreaId, reason }),
  },
  audit: { action: 'social.comment', targetType: 'social_comment' },
  reportType: 'social_comment',
  // Comment-level refusals read as the engine's own (the square's words); these name the post.
  errors: {
    targetNotFound: 'social.post_not_found',
    targetHidden: 'social.post_hidden',
    notYours: 'social.not_your_comment',
    replyElsewhere: 'social.reply_wrong_post',
    areaForbidden: 'social.area_forbidden',
  },
});
