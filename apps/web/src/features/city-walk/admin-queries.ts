import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';
import { walkKeys } from './queries';

// The area admins' calls: apart from queries.ts so the member screens (the detail's budget) do not carry them.
/** The admin desk: members' walks of my areas waiting for review (`area` 0: all my areas), oldest first. */
export function useWalkReviewQueue(area: number) {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: [...walkKeys.all, 'review', area, lang] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('travelReviewList', { query: { status: 'reviewing', cursor: pageParam, limit: 10, ...(area ? { site_area_id: area } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The area's admin approves a member's walk or refuses it with a reason; every walk list is read again. */
export function useReviewWalk() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApiBody<'travelReview'> }) => call('travelReview', { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: walkKeys.all }),
  });
}

export type OfficialSave = ApiBody<'travelOfficialSave'>;

/** An area admin writes or changes an official route of the area. */
export function useSaveOfficial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficialSave) => call('travelOfficialSave', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: walkKeys.all }),
  });
}

export function useDeleteOfficial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('travelOfficialDelete', { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: walkKeys.all }),
  });
}
