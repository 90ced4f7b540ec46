import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiBody } from '../../lib/contracts';
import { call } from '../../lib/http';
import { articleKeys, type ArticleComment, type ArticleDetail, type CommentPage } from './queries';

type Pages = InfiniteData<CommentPage, string | undefined>;

/** An article's comments, newest first, each with its first replies. */
export function useArticleComments(articleId: number) {
  return useInfiniteQuery({
    queryKey: articleKeys.comments(articleId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('articleCommentList', { query: { article_id: articleId, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The rest of one comment's replies (the list carries its first few). */
export function useMoreReplies(articleId: number, parentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('articleCommentList', { query: { article_id: articleId, parent_id: parentId, limit: 50 }, noLoading: true }),
    onSuccess: (page) => patchComment(qc, articleId, parentId, (c) => ({ ...c, replies: page.list as ArticleComment['replies'] })),
  });
}

/** Moves the article's comment count by `by` in its cached detail. */
function bumpCount(qc: ReturnType<typeof useQueryClient>, articleId: number, by: number) {
  qc.setQueryData<ArticleDetail>(articleKeys.detail(articleId), (cur) => (cur ? { ...cur, comment_count: Math.max(0, cur.comment_count + by) } : cur));
}

/** Changes one top-level comment in the cached pages. */
function patchComment(qc: ReturnType<typeof useQueryClient>, articleId: number, id: number, change: (c: ArticleComment) => ArticleComment) {
  qc.setQueryData<Pages>(articleKeys.comments(articleId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => (c.id === id ? change(c) : c)) })) } : data,
  );
}

export function useSaveComment(articleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'articleCommentSave'>) => call('articleCommentSave', { body }),
    onSuccess: (saved) => {
      bumpCount(qc, articleId, 1);
      if (saved.parent_id) patchComment(qc, articleId, saved.parent_id, (c) => ({ ...c, replies: [...c.replies, saved], reply_count: c.reply_count + 1 }));
      else void qc.invalidateQueries({ queryKey: articleKeys.comments(articleId) });
    },
  });
}

export function useDeleteComment(articleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: { id: number; parent_id: number | null; reply_count?: number }) => call('articleCommentDelete', { query: { id: c.id } }),
    onSuccess: (_res, c) => {
      // A top-level comment takes its replies with it.
      bumpCount(qc, articleId, -1 - (c.parent_id ? 0 : (c.reply_count ?? 0)));
      if (c.parent_id) patchComment(qc, articleId, c.parent_id, (p) => ({ ...p, replies: p.replies.filter((r) => r.id !== c.id), reply_count: Math.max(0, p.reply_count - 1) }));
      else void qc.invalidateQueries({ queryKey: articleKeys.comments(articleId) });
    },
  });
}

/** A comment's like, shown at once in the cached pages and put back if the call fails. */
export function useLikeComment(articleId: number) {
  const qc = useQueryClient();
  const key = articleKeys.comments(articleId);
  const apply = (id: number, on: boolean, count?: number) =>
    qc.setQueryData<Pages>(key, (data) => {
      if (!data) return data;
      const one = <T extends { id: number; is_like: boolean; like_count: number }>(c: T): T =>
        c.id === id ? { ...c, is_like: on, like_count: count ?? Math.max(0, c.like_count + (on ? 1 : -1)) } : c;
      return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((c) => ({ ...one(c), replies: c.replies.map(one) })) })) };
    });
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => call('articleCommentLikeSave', { body: { id, on }, noLoading: true }),
    onMutate: async ({ id, on }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Pages>(key);
      apply(id, on);
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before && qc.setQueryData(key, ctx.before),
    onSuccess: (res) => apply(res.id, res.is_like, res.like_count),
  });
}
