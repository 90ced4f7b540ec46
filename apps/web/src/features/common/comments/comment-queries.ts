import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentFields, CommentsDeclaration, CommentThreadOf, FlagOf, NewComment } from './define-comments';
import { deletedCount, patchThread, setLike, withoutReply, withReply, type CommentPages } from './comment-cache';

/** The declaration as the kit's hooks and views take it, whatever its thing. */
export type Commentable<R extends CommentFields, L extends FlagOf<R>> = CommentsDeclaration<R, L>;

/** A thing's comments, newest first, each with its first replies. */
export function useCommentList<R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, targetId: number) {
  return useInfiniteQuery({
    queryKey: of.key(targetId),
    ...(of.refreshOnFocus && { refetchOnWindowFocus: 'always' as const }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => of.list(targetId, { cursor: pageParam, limit: 20 }, { noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The rest of one comment's replies (the list carries its first few). */
export function useMoreReplies<R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, targetId: number, parentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => of.list(targetId, { parent_id: parentId, limit: 50 }, { noLoading: true }),
    onSuccess: (page) => qc.setQueryData<CommentPages<R>>(of.key(targetId), (data) => patchThread(data, parentId, (c) => ({ ...c, replies: page.list }))),
  });
}

/** A new comment (the list reloads) or reply (it joins its comment's replies); the thing's count moves. */
export function useSaveComment<R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, targetId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewComment) => of.add(targetId, body),
    onSuccess: (saved) => {
      of.bumpCount(qc, targetId, 1);
      if (saved.parent_id) qc.setQueryData<CommentPages<R>>(of.key(targetId), (data) => patchThread(data, saved.parent_id!, withReply<R>(saved)));
      else void qc.invalidateQueries({ queryKey: of.key(targetId) });
    },
  });
}

/** Deletes my comment (with its replies: the list reloads) or my reply (it leaves its comment's replies). */
export function useDeleteComment<R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, targetId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: { id: number; parent_id: number | null; reply_count: number }) => of.remove(c.id),
    onSuccess: (_res, c) => {
      of.bumpCount(qc, targetId, -deletedCount(c));
      if (c.parent_id) qc.setQueryData<CommentPages<R>>(of.key(targetId), (data) => patchThread(data, c.parent_id!, withoutReply<R>(c.id)));
      else void qc.invalidateQueries({ queryKey: of.key(targetId) });
    },
  });
}

/** A comment's like, shown at once in the cached pages and put back if the call fails. */
export function useLikeComment<R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, targetId: number) {
  const qc = useQueryClient();
  const key = of.key(targetId);
  const apply = (id: number, on: boolean, count?: number) => qc.setQueryData<CommentPages<R>>(key, (data) => setLike(data, of.liked, id, on, count));
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => of.like(id, on),
    onMutate: async ({ id, on }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<CommentPages<R>>(key);
      apply(id, on);
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before && qc.setQueryData(key, ctx.before),
    onSuccess: (res) => apply(res.id, res[of.liked], res.like_count),
  });
}

/** Whether I like a comment or reply (the declared field). */
export const isLiked = <R extends CommentFields, L extends FlagOf<R>>(of: Commentable<R, L>, c: R | CommentThreadOf<R>): boolean => c[of.liked] === true;
