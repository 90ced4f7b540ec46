import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingPage } from '@haiwai/contracts/listings';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { kindCall, type ListingKind } from '../listings';

export type ReviewFilter = 'pending' | 'failed' | 'passed' | 'deleted';

export const adminKeys = {
  all: ['admin'] as const,
  counts: (area: number) => [...adminKeys.all, 'counts', area] as const,
  queue: (kind: ListingKind, filter: ReviewFilter, area: number, lang: string) => [...adminKeys.all, 'queue', kind, filter, area, lang] as const,
  info: (kind: ListingKind, id: number, lang: string) => [...adminKeys.all, 'info', kind, id, lang] as const,
  reports: (area: number) => [...adminKeys.all, 'reports', area] as const,
};

const queueQuery = (filter: ReviewFilter) => (filter === 'deleted' ? { deleted: 'true' as const } : { review_status: filter });

/** Waiting listings per kind in the admin's areas (or one area): one small call per kind. */
export function usePendingCounts(kinds: readonly ListingKind[], area: number) {
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: [...adminKeys.counts(area), kind],
      queryFn: () => call(kindCall(kind, 'adminList'), { query: { review_status: 'pending', limit: 1, site_area_id: area || undefined }, noLoading: true, silent: true }).then((p: ListingPage) => p.total),
    })),
  });
}

export function useReviewQueue(kind: ListingKind, filter: ReviewFilter, area: number) {
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: adminKeys.queue(kind, filter, area, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(kindCall(kind, 'adminList'), { query: { ...queueQuery(filter), site_area_id: area || undefined, limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last: ListingPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

export function useAdminListing(kind: ListingKind, id: number) {
  const lang = useApp((s) => s.lang);
  return useQuery({ queryKey: adminKeys.info(kind, id, lang), enabled: id > 0, queryFn: () => call(kindCall(kind, 'adminInfo'), { params: { id }, silent: true }) });
}

export type ReviewAction =
  | { type: 'adopt' }
  | { type: 'reject'; reason: string }
  | { type: 'takeDown'; reason: string }
  | { type: 'putBack' }
  | { type: 'restore' }
  | { type: 'remove' };

/** Every review action of one listing; the queue, the counts and the detail refresh after it. */
export function useReviewAction(kind: ListingKind, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: ReviewAction) => {
      switch (a.type) {
        case 'adopt':
          return call(kindCall(kind, 'adminAdopt'), { params: { id }, body: {} });
        case 'reject':
          return call(kindCall(kind, 'adminFieldUpdate'), { params: { id }, body: { review_status: 'failed', reason: a.reason } });
        case 'takeDown':
          return call(kindCall(kind, 'adminFieldUpdate'), { params: { id }, body: { status: 'off-shelf', reason: a.reason } });
        case 'putBack':
          return call(kindCall(kind, 'adminFieldUpdate'), { params: { id }, body: { status: 'online' } });
        case 'restore':
          return call(kindCall(kind, 'adminFieldUpdate'), { params: { id }, body: { restore: true } });
        case 'remove':
          return call(kindCall(kind, 'adminRemove'), { params: { id } });
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useOpenReports(area: number) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(area),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call('adminReportList', { query: { status: 'open', site_area_id: area || undefined, cursor: pageParam }, noLoading: true, silent: true }),
    getNextPageParam: (last) => (last.next_cursor ?? undefined) as string | undefined,
  });
}

export function useHandleReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: 'resolved' | 'dismissed'; note: string }) => call('adminReportHandle', { params: { id: v.id }, body: { status: v.status, note: v.note } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
