import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { LISTING_KIND_NAMES } from '@haiwai/contracts/listings';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';
import { kindCall } from '../listings';

export type AdPosition = ApiData<'adPositions'>[number];
export type MyAd = ApiData<'adOrderList'>['list'][number];
export type AdminAd = ApiData<'adAdminReview'>;
/** The admin desk's two lists: waiting for review, and approved (to take down). */
export type AdQueueState = 'pending_review' | 'approved';

export const adKeys = {
  all: ['ads'] as const,
  positions: (site: number, lang: string) => [...adKeys.all, 'positions', site, lang] as const,
  mine: () => [...adKeys.all, 'mine'] as const,
  page: (id: number, lang: string) => [...adKeys.all, 'page', id, lang] as const,
  queue: (area: number, state: AdQueueState) => [...adKeys.all, 'queue', area, state] as const,
};

const nextCursor = (last: { next_cursor: string | null }) => last.next_cursor ?? undefined;

export function useAdPositions() {
  const { site, lang, ready } = useContentScope();
  return useQuery({ queryKey: adKeys.positions(site, lang), enabled: ready, queryFn: () => call('adPositions', { noLoading: true, silent: true }) });
}

export function useMyAds() {
  return useInfiniteQuery({
    queryKey: adKeys.mine(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call('adOrderList', { query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, silent: true }),
    getNextPageParam: nextCursor,
  });
}

export function useAdPage(id: number) {
  const { lang } = useContentScope();
  return useQuery({ queryKey: adKeys.page(id, lang), enabled: id > 0, queryFn: () => call('adInfo', { params: { id }, noLoading: true, silent: true }) });
}

/** My live listings of every kind (a company is one): what an ad may link to. */
export function useMyLiveListings() {
  const results = useQueries({
    queries: LISTING_KIND_NAMES.map((kind) => ({
      queryKey: ['listing', kind, 'user', 'me', 'online', 'ad-link'],
      queryFn: () => call(kindCall(kind, 'listUser'), { query: { status: 'online', limit: 20 }, noLoading: true, silent: true }),
    })),
  });
  return results.flatMap((r) => r.data?.list ?? []);
}

export function useAdQueue(area: number, state: AdQueueState) {
  return useInfiniteQuery({
    queryKey: adKeys.queue(area, state),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call('adAdminList', { query: { limit: 20, state, ...(area ? { site_area_id: area } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, silent: true }),
    getNextPageParam: nextCursor,
  });
}

export function useReviewAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { decision: 'approve' } | { decision: 'reject'; reason: string } }) => call('adAdminReview', { params: { id }, body }),
    // The home carousel picks an approved ad up on its next load (its day may be weeks away).
    onSuccess: () => client.invalidateQueries({ queryKey: adKeys.all }),
  });
}

/** Takes an approved ad down with a reason; the days not yet shown are refunded (docs/ads.md). */
export function useWithdrawAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => call('adAdminWithdraw', { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adKeys.all }),
  });
}
