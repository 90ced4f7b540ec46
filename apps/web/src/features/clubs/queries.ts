import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubCategory, ClubMemberStatus, ClubOwnerMove } from '@haiwai/contracts/clubs/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type Club = ApiData<'clubInfo'>;
export type ClubEvent = ApiData<'clubEventSignup'>;
export type ClubMember = ApiData<'clubMemberMove'>;

export const clubKeys = {
  all: ['clubs'] as const,
  list: (site: number, lang: string, category: ClubCategory | null) => [...clubKeys.all, 'list', site, lang, category] as const,
  club: (id: number) => [...clubKeys.all, 'club', id] as const,
  events: (id: number, past: boolean) => [...clubKeys.all, 'events', id, past] as const,
  mine: (joined: boolean) => [...clubKeys.all, 'mine', joined] as const,
  members: (id: number, status: ClubMemberStatus) => [...clubKeys.all, 'members', id, status] as const,
  signups: (eventId: number) => [...clubKeys.all, 'signups', eventId] as const,
};

type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);
const start = undefined as string | undefined;

export function useClubs(category: ClubCategory | null) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: clubKeys.list(site, lang, category),
    enabled: ready,
    initialPageParam: start,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => call('clubList', { query: { limit: 20, cursor: pageParam, ...(category ? { category } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useClub(id: number) {
  return useQuery({ queryKey: clubKeys.club(id), enabled: id > 0, queryFn: () => call('clubInfo', { params: { id }, noLoading: true, silent: true }) });
}

export function useClubEvents(clubId: number, past = false) {
  return useInfiniteQuery({
    queryKey: clubKeys.events(clubId, past),
    enabled: clubId > 0,
    initialPageParam: start,
    queryFn: ({ pageParam, signal }) => call('clubEventList', { query: { club_id: clubId, past: past ? 1 : 0, limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useMyClubs(joined: boolean) {
  return useInfiniteQuery({
    queryKey: clubKeys.mine(joined),
    initialPageParam: start,
    queryFn: ({ pageParam, signal }) => call('clubListUser', { query: { joined: joined ? 1 : 0, limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useClubMembers(clubId: number, status: ClubMemberStatus) {
  return useInfiniteQuery({
    queryKey: clubKeys.members(clubId, status),
    initialPageParam: start,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => call('clubMemberList', { query: { club_id: clubId, status, limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useSignups(eventId: number) {
  return useInfiniteQuery({
    queryKey: clubKeys.signups(eventId),
    initialPageParam: start,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => call('clubSignupList', { query: { event_id: eventId, limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** Every club mutation reads the club screens again (counts, my membership, sign-ups). */
function useClubMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: clubKeys.all }) });
}

export const useSaveClub = () => useClubMutation((body: ApiBody<'clubSave'>) => call('clubSave', { body }));
export const useJoinClub = () => useClubMutation(({ id, note }: { id: number; note: string }) => call('clubJoin', { params: { id }, body: { note } }));
export const useLeaveClub = () => useClubMutation((id: number) => call('clubLeave', { params: { id } }));
export const useAnswerMember = () =>
  useClubMutation(({ id, status, reason }: { id: number; status: ClubOwnerMove; reason?: string }) => call('clubMemberMove', { params: { id }, body: { status, ...(reason ? { reason } : {}) } }));
export const useSaveEvent = () => useClubMutation((body: ApiBody<'clubEventSave'>) => call('clubEventSave', { body }));
export const useSignup = () => useClubMutation(({ id, on }: { id: number; on: boolean }) => call(on ? 'clubEventSignup' : 'clubEventWithdraw', { params: { id } }));
