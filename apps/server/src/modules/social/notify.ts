import { SOCIAL_POST_PATH } from '@haiwai/contracts/social/constants';
import { NoticeService } from '../notices/index.js';
import type { Db } from './access.js';

/**
 * The social notices, written in the caller's transaction (a notice exists exactly when its cause commits).
 * Nobody is told about their own actions. Likes are grouped per post: while the author has not read the like
 * notice of a post, a new like replaces it with one that counts everyone since ("3 people liked your post").
 */

const link = (postId: number) => `${SOCIAL_POST_PATH}?id=${postId}`;
/** Long comments are cut in the notice; the post shows them whole. */
const excerpt = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);

interface PostRef {
  id: number;
  user_id: number;
  site_area_id: number;
}

export async function notifyComment(db: Db, post: PostRef, by: { id: number; nickname: string }, content: string): Promise<void> {
  if (post.user_id === by.id) return;
  await new NoticeService(db).notify(post.user_id, {
    kind: 'social_comment',
    title: { key: 'notice.social.comment.title' },
    body: { key: 'notice.social.comment.body', params: { name: by.nickname, content: excerpt(content) } },
    link: link(post.id),
    refType: 'social_post',
    refId: post.id,
    siteAreaId: post.site_area_id,
  });
}

export async function notifyReply(db: Db, post: PostRef, to: number, by: { id: number; nickname: string }, content: string): Promise<void> {
  if (to === by.id) return;
  await new NoticeService(db).notify(to, {
    kind: 'social_reply',
    title: { key: 'notice.social.reply.title' },
    body: { key: 'notice.social.reply.body', params: { name: by.nickname, content: excerpt(content) } },
    link: link(post.id),
    refType: 'social_post',
    refId: post.id,
    siteAreaId: post.site_area_id,
  });
}

/** How many likes an unread grouped notice already counts (its body's `count`, 1 when it names one person). */
function countIn(body: unknown): number {
  const stored = (typeof body === 'string' ? JSON.parse(body) : body) as { params?: { count?: unknown } } | null;
  const n = Number(stored?.params?.count ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * A like of `post` by `by`. Call it after the post row was updated in this transaction: that row's lock
 * makes concurrent likes of one post take turns here, so each sees the notice the one before wrote.
 */
export async function notifyLike(db: Db, post: PostRef, by: { id: number; nickname: string }): Promise<void> {
  if (post.user_id === by.id) return;
  const unread = await db
    .selectFrom('notice')
    .select(['id', 'body'])
    .where('user_id', '=', post.user_id)
    .where('kind', '=', 'social_like')
    .where('ref_type', '=', 'social_post')
    .where('ref_id', '=', post.id)
    .where('read_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const count = unread ? countIn(unread.body) + 1 : 1;
  // Replaced rather than edited, so the grouped notice comes back to the top of the list, unread, and is pushed.
  if (unread) await db.deleteFrom('notice').where('id', '=', unread.id).execute();
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

/** An area admin hid the author's post or comment: the author reads why. */
export async function notifyHidden(db: Db, hidden: { what: 'post' | 'comment'; id: number; authorId: number; postId: number; siteAreaId: number; reason: string }): Promise<void> {
  await new NoticeService(db).notify(hidden.authorId, {
    kind: 'social_hidden',
    title: { key: hidden.what === 'post' ? 'notice.social.post_hidden.title' : 'notice.social.comment_hidden.title' },
    body: { key: 'notice.social.hidden.body', params: { reason: hidden.reason } },
    link: link(hidden.postId),
    refType: hidden.what === 'post' ? 'social_post' : 'social_comment',
    refId: hidden.id,
    siteAreaId: hidden.siteAreaId,
  });
}
