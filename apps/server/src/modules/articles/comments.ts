import { ARTICLE_LIMITS, type ArticleComment } from '@haiwai/contracts/articles';
import { defineCommentable, type CommentTarget } from '../comments/index.js';
import type { Db } from './reading.js';

/**
 * Articles as a commentable kind of the comment engine (modules/comments, docs/comments.md): comments with one
 * level of replies, likes, my own deleted, hidden from the report queue. An article is nobody's (written by
 * the area's admins), so nobody is told of new comments and no block stands between a reader and it; a reply
 * tells the person answered. Drafts and deleted articles take no comments.
 */
type ArticleTarget = CommentTarget & { title: string };

async function articleTarget(db: Db, id: number): Promise<ArticleTarget | undefined> {
  const a = await db.selectFrom('article').select(['id', 'site_area_id', 'title', 'status', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  return a && { id: a.id, ownerId: null, siteAreaId: a.site_area_id, hidden: false, gone: a.deleted_at !== null || a.status !== 'published', title: a.title };
}

/** Where a comment notice leads: the article. */
const about = (a: ArticleTarget) => ({ link: `/pagesA/common/article-detail?id=${a.id}`, refType: 'article', refId: a.id, siteAreaId: a.siteAreaId });

export const articleComments = defineCommentable({
  name: 'article',
  target: articleTarget,
  tables: { comments: 'article_comment', likes: 'article_comment_like', targets: 'article', targetColumn: 'article_id', counter: 'comment_count' },
  replies: 'thread',
  repliesShown: ARTICLE_LIMITS.repliesShown,
  // Readers see no hidden mark: a hidden comment is shown to its author only, as it was.
  present: ({ target_id, liked, is_hidden: _hidden, ...c }): Omit<ArticleComment, 'replies' | 'reply_count'> => ({ ...c, article_id: target_id, is_like: liked }),
  notices: {
    toReplied: (a, { by, excerpt }) => ({ kind: 'article_reply', title: { key: 'notice.article.reply.title' }, body: { key: 'notice.article.reply.body', params: { name: by.nickname, title: a.title, content: excerpt } }, ...about(a) }),
    hidden: (a, { reason }) => ({ kind: 'article_comment_hidden', title: { key: 'notice.article.comment_hidden.title' }, body: { key: 'notice.article.comment_hidden.body', params: { title: a.title, reason } }, ...about(a) }),
  },
  reportType: 'article_comment',
  translationSource: 'article_comment', // "Translate" under each comment (docs/translation.md)
  errors: {
    targetNotFound: 'article.not_found',
    notFound: 'article.comment_not_found',
    notYours: 'article.not_your_comment',
    hidden: 'article.comment_hidden',
    replyElsewhere: 'article.reply_wrong_article',
    replyToInvalid: 'article.reply_to_user_invalid',
    areaForbidden: 'article.area_forbidden',
  },
});
