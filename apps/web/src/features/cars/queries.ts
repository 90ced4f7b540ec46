import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData, CarAppointmentUpdate } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';

export type Appointment = ApiData<'carAppointmentSave'>;
export type AppointmentPage = ApiData<'carAppointmentListUser'>;
export type Side = 'user' | 'owner';

export const APPOINTMENTS_PATH = '/pages/car/appointments';

export const appointmentKeys = {
  all: ['carAppointment'] as const,
  list: (side: Side, status: string, lang: string) => [...appointmentKeys.all, side, status, lang] as const,
};

/** My bookings (`user`) or the bookings of my cars (`owner`), newest first, cursor by cursor. */
export function useAppointments(side: Side, status?: string) {
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: appointmentKeys.list(side, status ?? 'all', lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(side === 'user' ? 'carAppointmentListUser' : 'carAppointmentListOwner', {
        query: { limit: 20, cursor: pageParam, status: status as never },
        noLoading: true,
        silent: true,
        signal,
      }),
    getNextPageParam: (last: AppointmentPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

export function useBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'carAppointmentSave'>) => call('carAppointmentSave', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: CarAppointmentUpdate; reason?: string }) =>
      call('carAppointmentFieldUpdate', { params: { id }, body: reason ? { status, reason } : { status } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** Whole days between two YYYY-MM-DD days (end − start). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** Today as YYYY-MM-DD in the browser's calendar. */
export function todayLocal(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Daily rate of a rental car as the server computes it (per day, or a monthly price over 30 days). */
export function dailyRate(price: number | null, unit: string | null): number | null {
  if (price === null) return null;
  if (unit === 'day') return price;
  if (unit === 'month') return Math.round((price / 30) * 100) / 100;
  return null;
}
