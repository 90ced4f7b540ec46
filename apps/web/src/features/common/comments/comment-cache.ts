import type { InfiniteData } from '@tanstack/react-query';
import type { CommentFields, CommentPageOf, CommentThreadOf } from './define-comments';

/** A thing's cached comment pages. */
export type CommentPages<R extends CommentFields> = InfiniteData<CommentPageOf<R>, string | undefined>;

/** Changes one top-level comment in the cached pages. */
export function patchThread<R extends CommentFields>(data: CommentPages<R> | undefined, id: number, change: (c: CommentThreadOf<R>) => CommentThreadOf<R>): CommentPages<R> | undefined {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => (c.id === id ? change(c) : c)) })) };
}

/** A new reply at the end of its comment's replies. */
export const withReply = <R extends CommentFields>(reply: R) => (c: CommentThreadOf<R>): CommentThreadOf<R> => ({ ...c, replies: [...c.replies, reply], reply_count: c.reply_count + 1 });

/** A deleted reply out of its comment's replies. */
export const withoutReply = <R extends CommentFields>(id: number) => (c: CommentThreadOf<R>): CommentThreadOf<R> => ({
  ...c,
  replies: c.replies.filter((r) => r.id !== id),
  reply_count: Math.max(0, c.reply_count - 1),
});

/**
 * Sets a comment's or reply's like (its `liked` field) in the cached pages: the count moves by one, or is the
 * server's when given.
 */
export function setLike<R extends CommentFields>(data: CommentPages<R> | undefined, liked: string, id: number, on: boolean, count?: number): CommentPages<R> | undefined {
  if (!data) return data;
  const one = <T extends R>(c: T): T => (c.id === id ? { ...c, [liked]: on, like_count: count ?? Math.max(0, c.like_count + (on ? 1 : -1)) } : c);
  return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => ({ ...one(c), replies: c.replies.map(one) })) })) };
}

/** How many comments a delete takes away: a top-level comment takes its replies with it. */
export const deletedCount = (c: { parent_id: number | null; reply_count: number }) => 1 + (c.parent_id ? 0 : c.reply_count);
