import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type Exposure = ApiData<'exposureInfo'>;
type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

export const exposureKeys = {
  all: ['exposure'] as const,
  list: (site: number, lang: string, q: string) => [...exposureKeys.all, 'list', site, lang, q] as const,
  one: (id: number, lang: string) => [...exposureKeys.all, 'one', id, lang] as const,
  mine: (lang: string) => [...exposureKeys.all, 'mine', lang] as const,
  settings: (site: number) => [...exposureKeys.all, 'settings', site] as const,
};

/** The area's public board, newest first; `q` is words or a phone number however written. */
export function useExposureList(q: string) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: exposureKeys.list(site, lang, q),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => call('exposureList', { query: { limit: 20, cursor: pageParam, ...(q ? { q } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** One exposure; evidence links are signed for a few minutes, so it is read again on every visit. */
export function useExposure(id: number) {
  const { lang } = useContentScope();
  return useQuery({ queryKey: exposureKeys.one(id, lang), enabled: id > 0, staleTime: 0, retry: false, queryFn: () => call('exposureInfo', { params: { id }, noLoading: true, silent: true }) });
}

export function useMyExposures() {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: exposureKeys.mine(lang),
    initialPageParam: undefined as string | undefined,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => call('exposureListUser', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** The area's fee (null: free) and days. */
export function useExposureSettings() {
  const { site, ready } = useContentScope();
  return useQuery({ queryKey: exposureKeys.settings(site), enabled: ready, queryFn: () => call('exposureSettings', { noLoading: true, silent: true }) });
}

/** A mutation that reads every exposure query again once it succeeds. */
function useExposureMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: exposureKeys.all }) });
}

export const useSaveExposure = () => useExposureMutation((body: ApiBody<'exposureSave'>) => call('exposureSave', { body }));
export const usePayExposure = () => useExposureMutation((id: number) => call('exposurePay', { body: { id } }));
export const useRenewExposure = () => useExposureMutation((id: number) => call('exposureRenew', { params: { id } }));
export const useWithdrawExposure = () => useExposureMutation((id: number) => call('exposureDelete', { params: { id } }));
export const useReplyCode = () => useMutation({ mutationFn: ({ id, body }: { id: number; body: ApiBody<'exposureReplyCode'> }) => call('exposureReplyCode', { params: { id }, body }) });
export const useReply = () => useExposureMutation(({ id, body }: { id: number; body: ApiBody<'exposureReply'> }) => call('exposureReply', { params: { id }, body }));
export const useReviewExposure = () => useExposureMutation(({ id, body }: { id: number; body: ApiBody<'exposureAdminReview'> }) => call('exposureAdminReview', { params: { id }, body }));
export const useReviewReply = () => useExposureMutation(({ id, body }: { id: number; body: ApiBody<'exposureAdminReplyReview'> }) => call('exposureAdminReplyReview', { params: { id }, body }));
