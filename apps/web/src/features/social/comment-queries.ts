import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../lib/contracts';
import { call } from '../../lib/http';
import { patchPost, socialKeys, type CommentPage, type SocialComment } from './queries';

type Pages = InfiniteData<CommentPage, string | undefined>;

/** A post's comments, newest first, each with its first replies. */
export function usePostComments(postId: number) {
  return useInfiniteQuery({
    queryKey: socialKeys.comments(postId),
    // Coming back to the screen (another tab, the app from the background) shows the comments written meanwhile.
    refetchOnWindowFocus: 'always',
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('socialCommentList', { query: { post_id: postId, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The rest of one comment's replies (the list carries its first few). */
export function useMoreReplies(postId: number, parentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('socialCommentList', { query: { post_id: postId, parent_id: parentId, limit: 50 }, noLoading: true }),
    onSuccess: (page) => patchComment(qc, postId, parentId, (c) => ({ ...c, replies: page.list })),
  });
}

/** Moves the post's comment count by `by` wherever the post is cached. */
const bumpCount = (qc: QueryClient, postId: number, by: number) => patchPost(qc, postId, (p) => ({ ...p, comment_count: Math.max(0, p.comment_count + by) }));

/** Changes one top-level comment in the cached pages. */
function patchComment(qc: QueryClient, postId: number, id: number, change: (c: SocialComment) => SocialComment) {
  qc.setQueryData<Pages>(socialKeys.comments(postId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => (c.id === id ? change(c) : c)) })) } : data,
  );
}

export function useSaveComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'socialCommentSave'>) => call('socialCommentSave', { body }),
    onSuccess: (saved) => {
      bumpCount(qc, postId, 1);
      if (saved.parent_id) patchComment(qc, postId, saved.parent_id, (c) => ({ ...c, replies: [...c.replies, saved], reply_count: c.reply_count + 1 }));
      else void qc.invalidateQueries({ queryKey: socialKeys.comments(postId) });
    },
  });
}

export function useDeleteComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: { id: number; parent_id: number | null; reply_count: number }) => call('socialCommentDelete', { query: { id: c.id } }),
    onSuccess: (_res, c) => {
      // A top-level comment takes its replies with it.
      bumpCount(qc, postId, -1 - (c.parent_id ? 0 : c.reply_count));
      if (c.parent_id) patchComment(qc, postId, c.parent_id, (p) => ({ ...p, replies: p.replies.filter((r) => r.id !== c.id), reply_count: Math.max(0, p.reply_count - 1) }));
      else void qc.invalidateQueries({ queryKey: socialKeys.comments(postId) });
    },
  });
}

/** A comment's like, shown at once in the cached pages and put back if the call fails. */
export function useLikeComment(postId: number) {
  const qc = useQueryClient();
  const key = socialKeys.comments(postId);
  const apply = (id: number, on: boolean, count?: number) =>
    qc.setQueryData<Pages>(key, (data) => {
      if (!data) return data;
      const one = <T extends { id: number; isLiked: boolean; like_count: number }>(c: T): T =>
        c.id === id ? { ...c, isLiked: on, like_count: count ?? Math.max(0, c.like_count + (on ? 1 : -1)) } : c;
      return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => ({ ...one(c), replies: c.replies.map(one) })) })) };
    });
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => call('socialCommentLikeSave', { body: { id, on }, noLoading: true }),
    onMutate: async ({ id, on }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Pages>(key);
      apply(id, on);
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before && qc.setQueryData(key, ctx.before),
    onSuccess: (res) => apply(res.id, res.isLiked, res.like_count),
  });
}
