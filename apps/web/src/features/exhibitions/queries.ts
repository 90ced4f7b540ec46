import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExhibitionIndustry } from '@haiwai/contracts/exhibitions/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type Exhibition = ApiData<'exhibitionInfo'>;

export const exhibitionKeys = {
  all: ['exhibitions'] as const,
  list: (site: number, lang: string, industry: ExhibitionIndustry | null) => [...exhibitionKeys.all, 'list', site, lang, industry] as const,
  one: (id: number) => [...exhibitionKeys.all, 'one', id] as const,
  mine: () => [...exhibitionKeys.all, 'mine'] as const,
};

type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

export function useExhibitions(industry: ExhibitionIndustry | null) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: exhibitionKeys.list(site, lang, industry),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => call('exhibitionList', { query: { limit: 20, cursor: pageParam, ...(industry ? { industry } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useMyExhibitions(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: exhibitionKeys.mine(),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('exhibitionListUser', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useExhibition(id: number) {
  return useQuery({ queryKey: exhibitionKeys.one(id), enabled: id > 0, queryFn: () => call('exhibitionInfo', { params: { id }, noLoading: true, silent: true }) });
}

/** "Interested" on or off: the page shows the server's new count. */
export function useInterest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => call('exhibitionInterest', { params: { id }, body: { on } }),
    onSuccess: (e) => qc.setQueryData(exhibitionKeys.one(e.id), e),
  });
}

export function useSaveExhibition() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: ApiBody<'exhibitionSave'>) => call('exhibitionSave', { body }), onSuccess: () => void qc.invalidateQueries({ queryKey: exhibitionKeys.all }) });
}

/** My companies that may publish: live and passed review, in the area on screen. */
export function useMyCompanies() {
  const { site } = useContentScope();
  return useQuery({
    queryKey: [...exhibitionKeys.all, 'companies', site],
    queryFn: async () => {
      const page = await call('companyListUser', { query: { limit: 50 }, noLoading: true, silent: true });
      return page.list.filter((c) => c.status === 'online' && c.review_status === 'passed' && c.site_area_id === site);
    },
  });
}
