import { describe, expect, it } from 'vitest';
import { deletedCount, patchThread, setLike, withoutReply, withReply, type CommentPages } from './comment-cache';
import type { CommentFields } from './define-comments';

type C = CommentFields & { isLiked: boolean };
const one = (id: number, parent_id: number | null = null, like_count = 0, isLiked = false): C => ({
  id,
  user: { id: 9, nickname: 'n', avatar: null },
  content: `c${id}`,
  like_count,
  isLiked,
  reply_to_user: null,
  parent_id,
  created_at: 0,
  is_mine: false,
});
const pages = (): CommentPages<C> => ({
  pageParams: [undefined, 'x'],
  pages: [
    { list: [{ ...one(1), replies: [one(11, 1, 2, true)], reply_count: 3 }], next_cursor: 'x' },
    { list: [{ ...one(2, null, 5), replies: [], reply_count: 0 }], next_cursor: null },
  ],
});

describe('comment cache', () => {
  it('likes a comment or a reply in place, by one or to the server’s count, under the declared field', () => {
    const liked = setLike(pages(), 'isLiked', 2, true)!;
    expect(liked.pages[1]!.list[0]).toMatchObject({ isLiked: true, like_count: 6 });
    const unliked = setLike(pages(), 'isLiked', 11, false)!;
    expect(unliked.pages[0]!.list[0]!.replies[0]).toMatchObject({ isLiked: false, like_count: 1 });
    expect(setLike(pages(), 'isLiked', 11, true, 40)!.pages[0]!.list[0]!.replies[0]!.like_count).toBe(40);
    expect(setLike(undefined, 'isLiked', 1, true)).toBeUndefined();
  });
  it('adds and removes a reply on its comment, with the reply count', () => {
    const added = patchThread(pages(), 1, withReply(one(12, 1)))!;
    expect(added.pages[0]!.list[0]!.replies.map((r) => r.id)).toEqual([11, 12]);
    expect(added.pages[0]!.list[0]!.reply_count).toBe(4);
    const removed = patchThread(pages(), 1, withoutReply<C>(11))!;
    expect(removed.pages[0]!.list[0]).toMatchObject({ replies: [], reply_count: 2 });
    expect(removed.pages[1]).toEqual(pages().pages[1]);
  });
  it('counts a deleted comment with its replies, a reply alone', () => {
    expect(deletedCount({ parent_id: null, reply_count: 3 })).toBe(4);
    expect(deletedCount({ parent_id: 1, reply_count: 0 })).toBe(1);
  });
});
