import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ListingCard, ListingDetail, ListingPage } from '@haiwai/contracts/listings';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useContentScope } from '../common/content-scope';
import { useOptimisticToggle } from '../common/optimistic-toggle';
import { useSession } from '../../stores/session-store';
import { kindCall, type ListingKind } from './registry';

export const listingKeys = {
  all: ['listing'] as const,
  kind: (kind: string) => [...listingKeys.all, kind] as const,
  list: (kind: string, site: number, lang: string, query: object) => [...listingKeys.kind(kind), 'list', site, lang, query] as const,
  user: (kind: string, userId: number | 'me', status: string, lang: string) => [...listingKeys.kind(kind), 'user', userId, status, lang] as const,
  info: (kind: string, id: number, lang: string) => [...listingKeys.kind(kind), 'info', id, lang] as const,
  rec: (kind: string, id: number, lang: string) => [...listingKeys.kind(kind), 'rec', id, lang] as const,
  categories: (kind: string, site: number, lang: string) => [...listingKeys.kind(kind), 'category', site, lang] as const,
  districts: (site: number, lang: string) => [...listingKeys.all, 'district', site, lang] as const,
  collect: (kind: string) => [...listingKeys.all, 'collect', kind] as const,
  history: () => [...listingKeys.all, 'history'] as const,
  search: (keyword: string, site: number, lang: string) => [...listingKeys.all, 'search', keyword, site, lang] as const,
  hot: (site: number, lang: string) => [...listingKeys.all, 'hot', site, lang] as const,
};

const PAGE = 20;
const nextCursor = (last: ListingPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

/** A kind's public list with the filters' query, cursor by cursor. */
export function useListingList(kind: ListingKind, query: Record<string, string | number>) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: listingKeys.list(kind, site, lang, query),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(kindCall(kind, 'list'), { query: pageParam ? { ...query, limit: PAGE, cursor: pageParam } : { ...query, limit: PAGE }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** A publisher's listings (`user_id`), or mine (every status, optionally one) without it. */
export function useUserListings(kind: ListingKind, userId: number | null, status?: string, enabled = true) {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: listingKeys.user(kind, userId ?? 'me', status ?? 'all', lang),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(kindCall(kind, 'listUser'), {
        query: { user_id: userId ?? undefined, status: status as never, limit: PAGE, cursor: pageParam },
        noLoading: true,
        silent: true,
        signal,
      }),
    getNextPageParam: nextCursor,
  });
}

export function useListingInfo(kind: ListingKind, id: number, enabled = true) {
  const { lang } = useContentScope();
  return useQuery({
    queryKey: listingKeys.info(kind, id, lang),
    enabled: enabled && id > 0,
    queryFn: () => call(kindCall(kind, 'info'), { params: { id }, noLoading: true, silent: true }),
  });
}

/**
 * The listing a detail page at this address (`?id=`) shows, once loaded and not deleted: what a kind's own bar
 * under the generic detail reads, through the generic page's own query (same cache entry, fetched once).
 */
export function useShownListing(kind: ListingKind): ListingDetail | undefined {
  const [search] = useSearchParams();
  const info = useListingInfo(kind, Number(search.get('id')) || 0);
  return info.data && !info.data.deleted ? info.data : undefined;
}

export function useRecommended(kind: ListingKind, id: number, enabled: boolean) {
  const { lang } = useContentScope();
  return useQuery({
    queryKey: listingKeys.rec(kind, id, lang),
    enabled: enabled && id > 0,
    queryFn: () => call(kindCall(kind, 'listRec'), { query: { id, limit: 6 }, noLoading: true, silent: true }),
  });
}

export function useCategories(kind: ListingKind, enabled = true) {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: listingKeys.categories(kind, site, lang),
    enabled: enabled && ready,
    staleTime: 10 * 60_000,
    queryFn: () => call(kindCall(kind, 'category'), { noLoading: true, silent: true }),
  });
}

/** The area's districts (top level). */
export function useDistricts(enabled = true) {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: listingKeys.districts(site, lang),
    enabled: enabled && ready,
    staleTime: 30 * 60_000,
    queryFn: () => call('area', { noLoading: true, silent: true }),
  });
}

export const flattenPages = (data: InfiniteData<ListingPage> | undefined): ListingCard[] => data?.pages.flatMap((p) => p.list) ?? [];

/** Favourite toggle; the detail's `is_collect` flips at once and rolls back if the call fails. */
export function useCollect(kind: ListingKind, id: number) {
  const qc = useQueryClient();
  const { lang } = useContentScope();
  return useOptimisticToggle({
    key: listingKeys.info(kind, id, lang),
    request: (collect) => call('collect', { body: { kind, id, collect } }),
    guess: (d: ListingDetail, collect) => ({ ...d, is_collect: collect, collect_count: d.collect_count + (collect ? 1 : -1) }),
    settle: (d, res) => ({ ...d, is_collect: res.collected, collect_count: res.collect_count }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...listingKeys.all, 'collect'] }),
  });
}

/** Owner actions: status changes and renewal (`fieldUpdate`) and delete; lists and the detail refetch after. */
export function useOwnerActions(kind: ListingKind) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: listingKeys.kind(kind) });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: { status?: 'online' | 'on-sale' | 'offline' | 'sold'; renew?: true } }) =>
      call(kindCall(kind, 'fieldUpdate'), { params: { id }, body }),
    onSuccess: (detail) => {
      qc.setQueryData(listingKeys.info(kind, detail.id, useApp.getState().lang), detail);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(kindCall(kind, 'remove'), { params: { id } }),
    onSuccess: () => void refresh(),
  });
  return { update, remove };
}

export const isLoggedIn = () => Boolean(useSession.getState().token);
