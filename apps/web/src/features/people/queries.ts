import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiData, PublicUser } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useOptimisticToggle } from '../common/optimistic-toggle';
import type { RelationTab } from './paths';

export type RelationPage = ApiData<'socialRelationListUser'>;
export type RelationRow = RelationPage['list'][number];

/** One key factory for people: a profile, and a person's following / fans lists. */
export const peopleKeys = {
  all: ['people'] as const,
  profile: (id: number) => [...peopleKeys.all, 'profile', id] as const,
  relations: (id: number) => [...peopleKeys.all, 'relations', id] as const,
  relationList: (id: number, tab: RelationTab) => [...peopleKeys.relations(id), tab] as const,
};

export function usePerson(id: number) {
  return useQuery({
    queryKey: peopleKeys.profile(id),
    enabled: id > 0,
    queryFn: ({ signal }) => call('getOtherPeopleUser', { params: { id }, noLoading: true, signal }),
  });
}

/** Follow or unfollow from their page: shows at once, back as it was (the http client toasts) if the server says no. */
export function useFollowPerson(id: number) {
  const qc = useQueryClient();
  return useOptimisticToggle<PublicUser, ApiData<'socialRelation'>>({
    key: peopleKeys.profile(id),
    request: (on) => call('socialRelation', { body: { user_id: id, action: on ? 'follow' : 'unfollow' }, noLoading: true }),
    guess: (cur, on) => ({ ...cur, isRelation: on, fans_count: Math.max(0, cur.fans_count + (on ? 1 : -1)) }),
    settle: (cur, res) => ({ ...cur, isRelation: res.isRelation, is_fan: res.is_fan, fans_count: res.fans_count, following_count: res.following_count }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

export function useBlockPerson(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => call('shieldingSave', { body: { user_id: id, action: block ? 'block' : 'unblock' } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

/** Whom a person follows, or their fans, newest first. */
export function useRelationList(id: number, tab: RelationTab) {
  return useInfiniteQuery({
    queryKey: peopleKeys.relationList(id, tab),
    enabled: id > 0,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('socialRelationListUser', { query: { user_id: id, type: tab, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

type Action = 'follow' | 'unfollow' | 'remove_fan';

/**
 * A row's action on my own lists: follow back or unfollow (the row's button changes at once) or remove a fan
 * (the row leaves the list once the server agrees).
 */
export function useRelationAction(owner: number, tab: RelationTab) {
  const qc = useQueryClient();
  const key = peopleKeys.relationList(owner, tab);
  const patch = (userId: number, fn: (r: RelationRow) => RelationRow | null) =>
    qc.setQueryData<InfiniteData<RelationPage>>(key, (cur) =>
      cur && {
        ...cur,
        pages: cur.pages.map((p) => ({ ...p, list: p.list.flatMap((r) => (r.id === userId ? (fn(r) ?? []) : [r])) })),
      },
    );
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: Action }) => call('socialRelation', { body: { user_id: userId, action }, noLoading: true }),
    onMutate: ({ userId, action }) => {
      const before = qc.getQueryData<InfiniteData<RelationPage>>(key);
      if (action !== 'remove_fan') patch(userId, (r) => ({ ...r, isRelation: action === 'follow' }));
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSuccess: (res, { userId, action }) => {
      patch(userId, (r) => (action === 'remove_fan' ? null : { ...r, isRelation: res.isRelation, is_fan: res.is_fan }));
      void qc.invalidateQueries({ queryKey: peopleKeys.profile(owner) });
      void qc.invalidateQueries({ queryKey: peopleKeys.profile(userId) });
    },
  });
}
