import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type WalkPage = ApiData<'travel'>;
export type WalkCard = WalkPage['list'][number];
export type WalkDetail = ApiData<'travelInfo'>;
export type WalkComment = ApiData<'travelCommentSave'>;
export type WalkReply = WalkComment['replies'][number];
export type WalkSave = ApiBody<'travelSave'>;

/** One key factory: lists depend on the area and the language. */
export const walkKeys = {
  all: ['cityWalk'] as const,
  config: (site: number) => [...walkKeys.all, 'config', site] as const,
  categories: (site: number, lang: string) => [...walkKeys.all, 'categories', site, lang] as const,
  carousel: (site: number, lang: string) => [...walkKeys.all, 'carousel', site, lang] as const,
  list: (site: number, lang: string, official: boolean, filter: object) => [...walkKeys.all, 'list', site, lang, official, filter] as const,
  mine: (lang: string) => [...walkKeys.all, 'mine', lang] as const,
  walk: (id: number, official: boolean, lang: string) => [...walkKeys.all, 'walk', official, id, lang] as const,
  comments: (official: boolean) => (id: number) => [...walkKeys.all, 'comments', official, id] as const,
};

export function useTravelConfig() {
  const { site, ready } = useContentScope();
  return useQuery({ queryKey: walkKeys.config(site), enabled: ready, staleTime: 600_000, queryFn: () => call('travelConfig', { noLoading: true, silent: true }) });
}

export function useCategories() {
  const { site, lang, ready } = useContentScope();
  return useQuery({ queryKey: walkKeys.categories(site, lang), enabled: ready, staleTime: 600_000, queryFn: () => call('travelCategory', { noLoading: true, silent: true }) });
}

export function useCarousel() {
  const { site, lang, ready } = useContentScope();
  return useQuery({ queryKey: walkKeys.carousel(site, lang), enabled: ready, queryFn: () => call('travelCarousel', { noLoading: true, silent: true }) });
}

export interface WalkFilter {
  category_id?: number;
  keyword?: string;
  sort?: 'newest' | 'popular';
}

/** Official routes (`official`) or members' walks of the area, keyset-paged. */
export function useWalks(official: boolean, filter: WalkFilter, enabled = true) {
  const { site, lang, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: walkKeys.list(site, lang, official, filter),
    enabled: ready && enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = { category_id: filter.category_id, keyword: filter.keyword || undefined, cursor: pageParam, limit: 10 };
      const opts = { noLoading: true, silent: true, signal } as const;
      return official ? call('travelOfficial', { query, ...opts }) : call('travel', { query: { ...query, sort: filter.sort ?? 'newest' }, ...opts });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useMyWalks() {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: walkKeys.mine(lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('travelNote', { query: { cursor: pageParam, limit: 10 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useWalk(id: number, official: boolean) {
  const { lang } = useContentScope();
  return useQuery({
    queryKey: walkKeys.walk(id, official, lang),
    enabled: id > 0,
    retry: false,
    queryFn: () => (official ? call('travelOfficialInfo', { params: { id }, noLoading: true, silent: true }) : call('travelInfo', { params: { id }, noLoading: true, silent: true })),
  });
}

type Pages = InfiniteData<WalkPage, string | undefined>;
const isWalkPages = (d: unknown): d is Pages => Boolean(d && typeof d === 'object' && 'pages' in d && Array.isArray((d as Pages).pages) && (d as Pages).pages[0]?.list !== undefined);

/** Changes one walk wherever it is cached: its detail and every list showing it. */
export function patchWalk(qc: QueryClient, id: number, official: boolean, change: <W extends WalkCard>(w: W) => W) {
  for (const [key, data] of qc.getQueriesData<WalkDetail>({ queryKey: [...walkKeys.all, 'walk', official, id] })) if (data) qc.setQueryData(key, change(data));
  for (const [key, data] of qc.getQueriesData<Pages>({ queryKey: [...walkKeys.all, 'list'], predicate: (q) => isWalkPages(q.state.data) })) {
    if (!data?.pages.some((p) => p.list.some((w) => w.id === id && w.official === official))) continue;
    qc.setQueryData<Pages>(key, { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((w) => (w.id === id && w.official === official ? change(w) : w)) })) });
  }
}

/** My like of a walk; the count follows wherever the walk is shown. */
export function useLikeWalk(official: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => (official ? call('travelOfficialLikeSave', { body: { id, on }, noLoading: true }) : call('travelLikeSave', { body: { id, on }, noLoading: true })),
    onSuccess: (res) => patchWalk(qc, res.id, official, (w) => ({ ...w, like_count: res.like_count, ...('is_liked' in w ? { is_liked: res.is_like } : {}) })),
  });
}

export function useSaveWalk() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkSave) => call('travelSave', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: walkKeys.all }),
  });
}
