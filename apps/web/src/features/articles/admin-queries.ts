import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData, Lang } from '../../lib/contracts';
import { call } from '../../lib/http';
import { articleKeys } from './queries';

export type AdminArticlePage = ApiData<'adminArticleList'>;
export type AdminArticleRow = AdminArticlePage['list'][number];
export type AdminArticle = ApiData<'adminArticleInfo'>;
export type ArticleSaveBody = ApiBody<'adminArticleSave'>;

/** The admins' copies are kept apart from readers' (drafts, every language), under one prefix. */
const adminKeys = {
  all: [...articleKeys.all, 'admin'] as const,
  list: (category: number, lang: Lang | '') => [...adminKeys.all, 'list', category, lang] as const,
  one: (id: number) => [...adminKeys.all, 'one', id] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
};

export function useAdminArticles(category: number, lang: Lang | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.list(category, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('adminArticleList', { query: { cursor: pageParam, limit: 20, ...(category ? { category_id: category } : {}), ...(lang ? { lang } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useAdminArticle(id: number) {
  return useQuery({ queryKey: adminKeys.one(id), enabled: id > 0, queryFn: () => call('adminArticleInfo', { params: { id }, noLoading: true }) });
}

export function useAdminArticleCategories() {
  return useQuery({ queryKey: adminKeys.categories(), staleTime: 10 * 60_000, queryFn: () => call('adminArticleCategoryList', { noLoading: true, silent: true }) });
}

/** Saving or deleting changes what readers see too: every article query is fetched again. */
export function useSaveArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleSaveBody) => call('adminArticleSave', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminArticleDelete', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
