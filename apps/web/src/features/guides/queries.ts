import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuideAppointmentMove } from '@haiwai/contracts/guides/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { listingKeys } from '../listings';

export type Appointment = ApiData<'guideAppointmentSave'>;
export type Profile = ApiData<'guideProfile'>;
export type Side = 'user' | 'guide';

export const guideKeys = {
  all: ['guides'] as const,
  profile: (id: number) => [...guideKeys.all, 'profile', id] as const,
  appointments: (side: Side, lang: string) => [...guideKeys.all, 'appointments', side, lang] as const,
  reviews: (id: number) => [...guideKeys.all, 'reviews', id] as const,
  log: (id: number) => [...guideKeys.all, 'log', id] as const,
};
const nextCursor = (last: { next_cursor: string | null; has_more?: boolean }) => (last.next_cursor && last.has_more !== false ? last.next_cursor : undefined);

/** A profile's certificates, free days and rating (`guide/profile/{id}`). */
export function useGuideProfile(id: number) {
  return useQuery({ queryKey: guideKeys.profile(id), enabled: id > 0, queryFn: () => call('guideProfile', { params: { id }, noLoading: true, silent: true }) });
}

/** My bookings of guides (`user`), or the bookings of me as a guide (`guide`), newest first. */
export function useAppointments(side: Side) {
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: guideKeys.appointments(side, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(side === 'user' ? 'guideAppointmentListUser' : 'guideAppointmentListGuide', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** An appointment's history, oldest first. */
export function useAppointmentLog(id: number, enabled: boolean) {
  return useQuery({ queryKey: guideKeys.log(id), enabled, queryFn: () => call('appointmentLog', { body: { appointment_id: id, limit: 50 }, noLoading: true, silent: true }) });
}

/** After anything that changes appointments, profiles or ratings: everything of the feature and the guide listings read again. */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: guideKeys.all });
    void qc.invalidateQueries({ queryKey: listingKeys.all });
  };
}

export function useBook() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: ApiBody<'guideAppointmentSave'>) => call('guideAppointmentSave', { body }), onSuccess: refresh });
}

export function useDecide() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: GuideAppointmentMove; reason?: string }) => call('guideAppointmentFieldUpdate', { params: { id }, body: reason ? { status, reason } : { status } }),
    onSuccess: refresh,
  });
}

export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: ApiBody<'guideProfileUpdate'>) => call('guideProfileUpdate', { body }), onSuccess: refresh });
}
