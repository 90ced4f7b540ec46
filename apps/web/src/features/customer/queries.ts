import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';
import { useSession } from '../../stores/session-store';

export type FaqInfo = ApiData<'customerQuestionInfo'>;
export type FaqSummary = ApiData<'customerQuestions'>['list'][number];

export const customerKeys = {
  all: ['customer'] as const,
  categories: (site: number, lang: string) => [...customerKeys.all, 'categories', site, lang] as const,
  questions: (site: number, lang: string, category: number, keyword: string) => [...customerKeys.all, 'questions', site, lang, category, keyword] as const,
  info: (site: number, lang: string, id: number, loggedIn: boolean) => [...customerKeys.all, 'info', site, lang, id, loggedIn] as const,
  contact: (site: number, lang: string) => [...customerKeys.all, 'contact', site, lang] as const,
  groups: (site: number, lang: string) => ['wechatGroup', site, lang] as const,
};

export function useFaqCategories() {
  const { lang, site, ready } = useContentScope();
  return useQuery({ queryKey: customerKeys.categories(site, lang), enabled: ready, queryFn: () => call('customerCategories', { noLoading: true, silent: true }) });
}

/** Questions of a category and/or matching a keyword, page by page. */
export function useFaqQuestions(categoryId: number, keyword: string, pageSize = 20) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: customerKeys.questions(site, lang, categoryId, keyword),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call('customerQuestions', {
        query: { ...(categoryId ? { category_id: categoryId } : {}), ...(keyword ? { keyword } : {}), ...(pageParam ? { cursor: pageParam } : {}), limit: pageSize },
        noLoading: true,
        silent: true,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useFaqInfo(id: number) {
  const { lang, site, ready } = useContentScope();
  const loggedIn = useSession((s) => Boolean(s.token));
  return useQuery({ queryKey: customerKeys.info(site, lang, id, loggedIn), enabled: ready && id > 0, queryFn: () => call('customerQuestionInfo', { params: { id }, noLoading: true, silent: true }) });
}

/** "Did this help?": the reply (the first vote counts) updates the answer's counts and my vote. */
export function useFaqVote(id: number) {
  const qc = useQueryClient();
  const { lang, site } = useContentScope();
  const key = customerKeys.info(site, lang, id, true);
  return useMutation({
    mutationFn: (helpful: boolean) => call('customerQuestionVote', { body: { id, helpful } }),
    onSuccess: (res) => {
      const cur = qc.getQueryData<FaqInfo>(key);
      if (cur) qc.setQueryData<FaqInfo>(key, { ...cur, my_vote: res.my_vote, question: { ...cur.question, helpful_count: res.helpful_count, unhelpful_count: res.unhelpful_count } });
    },
  });
}

export function useCustomerContact() {
  const { lang, site, ready } = useContentScope();
  return useQuery({ queryKey: customerKeys.contact(site, lang), enabled: ready, queryFn: () => call('customerContact', { noLoading: true, silent: true }) });
}

/** The area's WeChat groups: the basis call the rest of the app uses (`wechatGroup`). */
export function useWechatGroups() {
  const { lang, site, ready } = useContentScope();
  return useQuery({ queryKey: customerKeys.groups(site, lang), enabled: ready, queryFn: () => call('wechatGroup', { noLoading: true, silent: true }) });
}

export function flattenQuestions(data: { pages: readonly { list: readonly FaqSummary[] }[] } | undefined): FaqSummary[] {
  return data ? data.pages.flatMap((p) => p.list) : [];
}
