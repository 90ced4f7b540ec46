import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session-store';

export type Card = ApiData<'cardInfo'>;
export type CardList = 'mine' | 'saved';

/** One key factory for the cards: the lists per viewer, a card per code (what the viewer sees of it differs). */
export const cardKeys = {
  all: ['cards'] as const,
  list: (which: CardList, viewer: number) => [...cardKeys.all, 'list', which, viewer] as const,
  byCode: (code: string, viewer: number) => [...cardKeys.all, 'code', code, viewer] as const,
  byId: (id: number, viewer: number) => [...cardKeys.all, 'id', id, viewer] as const,
};

type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);
const useViewer = () => useSession((s) => s.userInfo?.id ?? 0);

/** My cards, or the cards I saved, newest first. */
export function useCards(which: CardList) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: cardKeys.list(which, viewer),
    enabled: viewer > 0,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call(which === 'mine' ? 'cardListUser' : 'cardCollectList', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** A card's public page, by code. */
export function useCardByCode(code: string) {
  const viewer = useViewer();
  return useQuery({ queryKey: cardKeys.byCode(code, viewer), enabled: code.length > 0, queryFn: () => call('cardInfo', { query: { code }, noLoading: true, silent: true }) });
}

/** One of my cards (or one I saved), by id: the edit form's starting values. */
export function useCardById(id: number) {
  const viewer = useViewer();
  return useQuery({ queryKey: cardKeys.byId(id, viewer), enabled: id > 0 && viewer > 0, queryFn: () => call('cardInfo', { query: { id }, noLoading: true, silent: true }) });
}

export function useSaveCard() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: ApiBody<'cardSave'>) => call('cardSave', { body }), onSuccess: () => void qc.invalidateQueries({ queryKey: cardKeys.all }) });
}

export function useDeleteCard() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => call('cardDelete', { params: { id } }), onSuccess: () => void qc.invalidateQueries({ queryKey: cardKeys.all }) });
}

/** Saves or un-saves a card; the card's page and the saved list are read again. */
export function useCollectCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, collect }: { code: string; collect: boolean }) => call('cardCollect', { body: { code, collect } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
