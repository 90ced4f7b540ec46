import { SOCIAL_LIMITS } from '@haiwai/contracts/social/constants';
import { call } from '../../lib/http';
import { defineComments } from '../common/comments';
import { translatedComments } from '../translate';
import { Avatar } from './post-card';
import { patchPost, personPath, socialKeys, type SocialReply } from './queries';

/** A post's comments (the kit's thread): anyone replies, one level deep; authors link to their page. */
export const postComments = defineComments<SocialReply, 'isLiked'>({
  words: 'social.comment',
  look: 'scomment',
  key: socialKeys.comments,
  list: (postId, query, options) => call('socialCommentList', { query: { post_id: postId, ...query }, ...options }),
  add: (postId, body) => call('socialCommentSave', { body: { post_id: postId, ...body } }),
  like: (id, on) => call('socialCommentLikeSave', { body: { id, on }, noLoading: true }),
  remove: (id) => call('socialCommentDelete', { query: { id } }),
  liked: 'isLiked',
  // The post's count, wherever the post is cached (its detail, the feeds).
  bumpCount: (qc, postId, by) => patchPost(qc, postId, (p) => ({ ...p, comment_count: Math.max(0, p.comment_count + by) })),
  maxLength: SOCIAL_LIMITS.commentMax,
  avatar: (src, reply) => <Avatar src={src} size={reply ? 26 : 34} />,
  authorPath: personPath,
  refreshOnFocus: true,
  // "Translate" under each comment (docs/translation.md).
  text: translatedComments('comment'),
});
