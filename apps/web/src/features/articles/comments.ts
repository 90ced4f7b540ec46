import { ARTICLE_LIMITS } from '@haiwai/contracts/articles/constants';
import { call } from '../../lib/http';
import { defineComments } from '../common/comments';
import { translatedComments } from '../translate';
import { articleKeys, type ArticleDetail, type ArticleReply } from './queries';

/** An article's comments (the kit's thread): readers reply, one level deep. */
export const articleComments = defineComments<ArticleReply, 'is_like'>({
  words: 'articles.comment',
  look: 'acomment',
  key: articleKeys.comments,
  list: (articleId, query, options) => call('articleCommentList', { query: { article_id: articleId, ...query }, ...options }),
  add: (articleId, body) => call('articleCommentSave', { body: { article_id: articleId, ...body } }),
  like: (id, on) => call('articleCommentLikeSave', { body: { id, on }, noLoading: true }),
  remove: (id) => call('articleCommentDelete', { query: { id } }),
  liked: 'is_like',
  bumpCount: (qc, articleId, by) =>
    qc.setQueryData<ArticleDetail>(articleKeys.detail(articleId), (cur) => (cur ? { ...cur, comment_count: Math.max(0, cur.comment_count + by) } : cur)),
  maxLength: ARTICLE_LIMITS.commentMax,
  // "Translate" under each comment (docs/translation.md).
  text: translatedComments('article_comment'),
});
