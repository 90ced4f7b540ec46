import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCH } from '@haiwai/contracts/saved-searches/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';

export type SavedSearch = ApiData<'savedSearchList'>['list'][number];

export const savedSearchKeys = {
  all: ['savedSearch'] as const,
  mine: (user: number, lang: string) => [...savedSearchKeys.all, 'mine', user, lang] as const,
  /** Every one of mine (at most SAVED_SEARCH.perMember), for the list screens' button to know what is saved. */
  index: (user: number) => [...savedSearchKeys.all, 'index', user] as const,
};

/** My saved searches, page by page (Me → Saved searches). */
export function useMySavedSearches() {
  const user = useSession((s) => s.userInfo?.id ?? 0);
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: savedSearchKeys.mine(user, lang),
    enabled: user > 0,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call('savedSearchList', { query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, silent: true }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** All my saved searches in one read (there are at most SAVED_SEARCH.perMember): what the save button compares with. */
export function useSavedSearchIndex() {
  const user = useSession((s) => (s.token ? (s.userInfo?.id ?? 0) : 0));
  return useQuery({
    queryKey: savedSearchKeys.index(user),
    enabled: user > 0,
    staleTime: 5 * 60_000,
    queryFn: () => call('savedSearchList', { query: { limit: SAVED_SEARCH.perMember }, noLoading: true, silent: true }),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: savedSearchKeys.all });
}

export function useSaveSearch() {
  const refresh = useRefresh();
  return useMutation({
    // The list page's query as its list call takes it; the server validates it with the kind's own list schema.
    mutationFn: (body: { kind: string; query: Record<string, string | number> }) => call('savedSearchSave', { body: body as ApiBody<'savedSearchSave'> }),
    onSuccess: refresh,
  });
}

export function useUpdateSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name?: string; paused?: boolean }) => call('savedSearchUpdate', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call('savedSearchDelete', { params: { id } }),
    onSuccess: refresh,
  });
}

/** A search's identity on this side: kind, area and its filters as the list page's address carries them (sort aside). */
export function searchKey(kind: string, siteAreaId: number, query: Record<string, string | number>): string {
  const parts = Object.keys(query)
    .filter((k) => k !== 'sort' && query[k] !== '' && query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(query[k])}`);
  return `${kind}|${siteAreaId}|${parts.join('&')}`;
}
