import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData, ApiQuery } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';
import { useOptimisticToggle } from '../common/optimistic-toggle';

export type ArticlePage = ApiData<'articleList'>;
export type ArticleCard = ArticlePage['list'][number];
export type ArticleDetail = ApiData<'articleInfo'>;
export type ArticleCategory = ApiData<'articleListCategory'>[number];
export type CommentPage = ApiData<'articleCommentList'>;
export type ArticleComment = CommentPage['list'][number];
export type ArticleReply = ArticleComment['replies'][number];

export const ARTICLE_PATH = '/pagesA/common/article-detail';
export const articlePath = (id: number) => `${ARTICLE_PATH}?id=${id}`;
export const MANAGE_ARTICLES = '/pagesA/manage/article';
export const editArticlePath = (id?: number) => `/pagesA/manage/article-edit${id ? `?id=${id}` : ''}`;

/** One key factory for every article query: lists and the appointed block depend on the area and language. */
export const articleKeys = {
  all: ['articles'] as const,
  categories: (site: number, lang: string) => [...articleKeys.all, 'categories', site, lang] as const,
  list: (site: number, lang: string, category: number) => [...articleKeys.all, 'list', site, lang, category] as const,
  appointed: (site: number, lang: string) => [...articleKeys.all, 'appointed', site, lang] as const,
  detail: (id: number) => [...articleKeys.all, 'detail', id] as const,
  comments: (id: number) => [...articleKeys.all, 'comments', id] as const,
  collected: () => [...articleKeys.all, 'collected'] as const,
};

const nextCursor = (last: { next_cursor: string | null }) => last.next_cursor ?? undefined;

export function useArticleCategories() {
  const { site, lang, ready } = useContentScope();
  return useQuery({
    queryKey: articleKeys.categories(site, lang),
    enabled: ready,
    staleTime: 10 * 60_000,
    queryFn: () => call('articleListCategory', { noLoading: true, silent: true }),
  });
}

/** The area's published articles, newest first; `category` 0 means every category. */
export function useArticleList(category: number, limit = 10) {
  const { site, lang, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: [...articleKeys.list(site, lang, category), limit],
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query: ApiQuery<'articleList'> = { cursor: pageParam, limit, ...(category ? { category_id: category } : {}) };
      return call('articleList', { query, noLoading: true, silent: true, signal });
    },
    getNextPageParam: nextCursor,
  });
}

export function useAppointedArticles() {
  const { site, lang, ready } = useContentScope();
  return useQuery({
    queryKey: articleKeys.appointed(site, lang),
    enabled: ready,
    queryFn: () => call('articleAppoint', { noLoading: true, silent: true }),
  });
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: articleKeys.detail(id),
    enabled: id > 0,
    queryFn: () => call('articleInfo', { params: { id }, noLoading: true }),
  });
}

/** Counts one read when the screen opens (once per mount, not per render or refetch). */
export function useCountBrowse(id: number) {
  const done = useRef(0);
  useEffect(() => {
    if (!id || done.current === id) return;
    done.current = id;
    void call('articleNumberSave', { body: { id, type: 'browse' }, noLoading: true, silent: true }).catch(() => undefined);
  }, [id]);
}

/** Like: shows at once, back as it was (with a toast by the http client) if the server says no. */
export function useArticleLike(id: number) {
  return useOptimisticToggle<ArticleDetail, ApiData<'articleNumberSave'>>({
    key: articleKeys.detail(id),
    request: (on) => call('articleNumberSave', { body: { id, type: 'like', on }, noLoading: true }),
    guess: (cur, on) => ({ ...cur, is_like: on, like_count: Math.max(0, cur.like_count + (on ? 1 : -1)) }),
    settle: (cur, res) => ({ ...cur, ...res }),
  });
}

export function useArticleCollect(id: number) {
  const qc = useQueryClient();
  return useOptimisticToggle<ArticleDetail, ApiData<'articleCollectSave'>>({
    key: articleKeys.detail(id),
    request: (on) => call('articleCollectSave', { body: { id, on }, noLoading: true }),
    guess: (cur, on) => ({ ...cur, is_collect: on }),
    settle: (cur, res) => ({ ...cur, is_collect: res.is_collect }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: articleKeys.collected() }),
  });
}

export function useArticleSolve(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('articleSolveSave', { body: { id } }),
    onSuccess: (res) => qc.setQueryData<ArticleDetail>(articleKeys.detail(id), (cur) => (cur ? { ...cur, ...res } : cur)),
  });
}

/** A forward is counted after the person shared or copied the link. */
export function useArticleForward(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('articleNumberSave', { body: { id, type: 'forward' }, noLoading: true, silent: true }),
    onSuccess: (res) => qc.setQueryData<ArticleDetail>(articleKeys.detail(id), (cur) => (cur ? { ...cur, ...res } : cur)),
  });
}

/** My collected articles, newest collect first. */
export function useCollectedArticles() {
  return useInfiniteQuery({
    queryKey: articleKeys.collected(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('articleCollectList', { query: { cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}
