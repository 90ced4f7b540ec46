import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { articleCall, type ArticleBody, type ArticleData } from './api';
import { articleKeys } from './queries';

export type AdminArticlePage = ArticleData<'adminArticleList'>;
export type AdminArticleRow = AdminArticlePage['list'][number];
export type AdminArticle = ArticleData<'adminArticleInfo'>;
export type ArticleSaveBody = ArticleBody<'adminArticleSave'>;

/** The admins' copies are kept apart from readers' (drafts, every language), under one prefix. */
const adminKeys = {
  all: [...articleKeys.all, 'admin'] as const,
  list: (category: number, lang: string) => [...adminKeys.all, 'list', category, lang] as const,
  one: (id: number) => [...adminKeys.all, 'one', id] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
};

export function useAdminArticles(category: number, lang: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.list(category, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      articleCall('adminArticleList', { query: { cursor: pageParam, limit: 20, ...(category ? { category_id: category } : {}), ...(lang ? { lang } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

export function useAdminArticle(id: number) {
  return useQuery({ queryKey: adminKeys.one(id), enabled: id > 0, queryFn: () => articleCall('adminArticleInfo', { params: { id }, noLoading: true }) });
}

export function useAdminArticleCategories() {
  return useQuery({ queryKey: adminKeys.categories(), staleTime: 10 * 60_000, queryFn: () => articleCall('adminArticleCategoryList', { noLoading: true, silent: true }) });
}

/** Saving or deleting changes what readers see too: every article query is fetched again. */
export function useSaveArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleSaveBody) => articleCall('adminArticleSave', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => articleCall('adminArticleDelete', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
