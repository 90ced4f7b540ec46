import { SOCIAL_POST_PATH } from '@haiwai/contracts/social/constants';
import { NoticeService, type NoticeInput } from '../notices/index.js';
import type { Db } from './access.js';

/**
 * The social notices, written in the caller's transaction (a notice exists exactly when its cause commits).
 * Nobody is told about their own actions. Likes are grouped per post: while the author has not read the like
 * notice of a post, a new like replaces it with one that counts everyone since ("3 people liked your post").
 * Comment and reply notices go out through the comment engine, as comments.ts declares them.
 */

export const link = (postId: number) => `${SOCIAL_POST_PATH}?id=${postId}`;

interface PostRef {
  id: number;
  user_id: number;
  site_area_id: number;
}

/** How many likes an unread grouped notice already counts (its body's `count`, 1 when it names one person). */
function countIn(body: unknown): number {
  const stored = (typeof body === 'string' ? JSON.parse(body) : body) as { params?: { count?: unknown } } | null;
  const n = Number(stored?.params?.count ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * A like of `post` by `by`, in the like's transaction. `replaced` is the body of the author's unread grouped like
 * notice of the post that the like's own statement took away (like-toggle.ts; null when there was none): the
 * post row's lock makes concurrent likes of one post take turns there, so each sees the notice the one before wrote.
 */
export async function notifyLike(db: Db, post: PostRef, by: { id: number; nickname: string }, replaced: unknown): Promise<void> {
  if (post.user_id === by.id) return;
  const count = replaced === null || replaced === undefined ? 1 : countIn(replaced) + 1;
  // Replaced rather than edited, so the grouped notice comes back to the top of the list, unread, and is pushed.
  await new NoticeService(db).notify(post.user_id, {
    kind: 'social_like',
    title: { key: 'notice.social.like.title' },
    body: count > 1 ? { key: 'notice.social.like.body_many', params: { name: by.nickname, count } } : { key: 'notice.social.like.body', params: { name: by.nickname } },
    link: link(post.id),
    refType: 'social_post',
    refId: post.id,
    siteAreaId: post.site_area_id,
  });
}

/** What an author reads when an area admin hid their post or comment. */
export function hiddenNotice(hidden: { what: 'post' | 'comment'; id: number; postId: number; siteAreaId: number; reason: string }): NoticeInput {
  return {
    kind: 'social_hidden',
    title: { key: hidden.what === 'post' ? 'notice.social.post_hidden.title' : 'notice.social.comment_hidden.title' },
    body: { key: 'notice.social.hidden.body', params: { reason: hidden.reason } },
    link: link(hidden.postId),
    refType: hidden.what === 'post' ? 'social_post' : 'social_comment',
    refId: hidden.id,
    siteAreaId: hidden.siteAreaId,
  };
}

/** An area admin hid the author's post: the author reads why. */
export async function notifyPostHidden(db: Db, post: { id: number; authorId: number; siteAreaId: number; reason: string }): Promise<void> {
  await new NoticeService(db).notify(post.authorId, hiddenNotice({ what: 'post', id: post.id, postId: post.id, siteAreaId: post.siteAreaId, reason: post.reason }));
}
