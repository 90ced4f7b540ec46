import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListingKind } from '@haiwai/contracts';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';
import { useSession } from '../../stores/session-store';

export type TopPackage = ApiData<'dataTopConfigList'>[number];
export type CountsPackage = ApiData<'dataAddNumberConfigList'>[number];
export type TopListing = ApiData<'dataTopConfigListings'>[number];
export type Placement = ApiData<'dataTopConfigOrderList'>['list'][number];
export type BalanceChange = ApiData<'dataAddNumberConfigHistory'>['list'][number];
export type CountsOrder = ApiData<'dataAddNumberConfigOrderList'>['list'][number];

export const promotionKeys = {
  all: ['promotion'] as const,
  packages: (kind: 'top' | 'counts', site: number, lang: string) => [...promotionKeys.all, 'packages', kind, site, lang] as const,
  listings: (site: number) => [...promotionKeys.all, 'listings', site] as const,
  mine: (what: string, lang: string) => [...promotionKeys.all, 'mine', what, lang] as const,
  balance: (site: number) => [...promotionKeys.all, 'balance', site] as const,
};

/** The area's top placement packages (public). */
export function useTopPackages() {
  const { lang, site, ready } = useContentScope();
  return useQuery({ queryKey: promotionKeys.packages('top', site, lang), enabled: ready, queryFn: () => call('dataTopConfigList', { noLoading: true, silent: true }) });
}

export function useCountsPackages() {
  const { lang, site, ready } = useContentScope();
  return useQuery({ queryKey: promotionKeys.packages('counts', site, lang), enabled: ready, queryFn: () => call('dataAddNumberConfigList', { noLoading: true, silent: true }) });
}

/** My live listings of the area (what can go on top). */
export function useTopListings(kind?: ListingKind) {
  const { site, ready } = useContentScope();
  const loggedIn = useSession((s) => Boolean(s.token));
  return useQuery({
    queryKey: [...promotionKeys.listings(site), kind ?? 'all'],
    enabled: ready && loggedIn,
    queryFn: () => call('dataTopConfigListings', { query: kind ? { kind } : {}, noLoading: true, silent: true }),
  });
}

export function useCountsBalance() {
  const { site, ready } = useContentScope();
  const loggedIn = useSession((s) => Boolean(s.token));
  return useQuery({ queryKey: promotionKeys.balance(site), enabled: ready && loggedIn, queryFn: () => call('dataAddNumberConfigBalance', { noLoading: true, silent: true }) });
}

type PagedCall = 'dataTopConfigOrderList' | 'dataAddNumberConfigOrderList' | 'dataAddNumberConfigHistory';
const callPaged = call as (name: PagedCall, args: object) => Promise<unknown>;

/** One of my paged lists (placements, counts orders, balance changes), newest first. */
export function useMine<N extends PagedCall>(name: N, pageSize = 20) {
  const { lang } = useContentScope();
  const loggedIn = useSession((s) => Boolean(s.token));
  return useInfiniteQuery({
    queryKey: promotionKeys.mine(name, lang),
    enabled: loggedIn,
    initialPageParam: undefined as string | undefined,
    // The three calls take the same query; `call`'s argument type cannot be narrowed over a union of names.
    queryFn: ({ pageParam }) => callPaged(name, { query: { limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, silent: true }) as Promise<ApiData<N>>,
    getNextPageParam: (last: ApiData<N>) => last.next_cursor ?? undefined,
  });
}
