import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisaAgencyMove, VisaDocument } from '@haiwai/contracts/visa/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { onPush } from '../../lib/push';
import { useContentScope } from '../common/content-scope';

export type VisaType = ApiData<'visaTypeList'>[number];
export type VisaPackage = ApiData<'visaPackageInfo'>;
export type VisaApplication = ApiData<'visaApplicationInfo'>;
export type ApplicationSide = 'mine' | 'agency';

export const visaKeys = {
  all: ['visa'] as const,
  types: (site: number, lang: string) => [...visaKeys.all, 'types', site, lang] as const,
  packages: (site: number, lang: string, typeId: number | null) => [...visaKeys.all, 'packages', site, lang, typeId] as const,
  package: (id: number, lang: string) => [...visaKeys.all, 'package', id, lang] as const,
  applications: (side: ApplicationSide, lang: string) => [...visaKeys.all, 'applications', side, lang] as const,
  mine: (lang: string) => [...visaKeys.all, 'my-packages', lang] as const,
};

type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

/** The area's visa types with their listed package counts. */
export function useVisaTypes() {
  const { lang, site, ready } = useContentScope();
  return useQuery({ queryKey: visaKeys.types(site, lang), enabled: ready, queryFn: () => call('visaTypeList', { noLoading: true, silent: true }) });
}

/** Listed packages of the area, of one type or all, newest first. */
export function useVisaPackages(typeId: number | null) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: visaKeys.packages(site, lang, typeId),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => call('visaPackageList', { query: { limit: 20, cursor: pageParam, ...(typeId ? { type_id: typeId } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useVisaPackage(id: number) {
  const { lang } = useContentScope();
  return useQuery({ queryKey: visaKeys.package(id, lang), enabled: id > 0, queryFn: () => call('visaPackageInfo', { params: { id }, noLoading: true, silent: true }) });
}

/** My applications, or the agency's customers; documents come as links signed for me (a few minutes), so a list is fetched on every visit. */
export function useApplications(side: ApplicationSide) {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: visaKeys.applications(side, lang),
    initialPageParam: undefined as string | undefined,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => call(side === 'mine' ? 'visaApplicationMine' : 'visaCustomerList', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useMyPackages() {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: visaKeys.mine(lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('visaPackageMine', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useApply() {
  return useMutation({ mutationFn: (body: ApiBody<'visaUserPackage'>) => call('visaUserPackage', { body }) });
}

export function useMoveApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, requested, reason }: { id: number; status: VisaAgencyMove; requested?: VisaDocument[]; reason?: string }) =>
      call('visaApplicationMove', { params: { id }, body: { status, ...(requested?.length ? { requested } : {}), ...(reason ? { reason } : {}) } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: visaKeys.all }),
  });
}

export function useSupply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documents }: { id: number; documents: ApiBody<'visaApplicationSupply'>['documents'] }) => call('visaApplicationSupply', { params: { id }, body: { documents } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: visaKeys.all }),
  });
}

export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'visaPackageSave'>) => call('visaPackageSave', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: visaKeys.all }),
  });
}

/**
 * Every move of an application sends the other side a notice, pushed live as `notice_unread` (docs/push.md): while
 * a list of applications is on screen, such a push (or a reconnect) fetches it again, so a move shows without a reload.
 */
export function useApplicationsLive() {
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: [...visaKeys.all, 'applications'] });
    return onPush({ frame: (f) => f.type === 'notice_unread' && refresh(), reconnected: refresh });
  }, [qc]);
}

/** The admin desk: packages of my areas waiting for review (`area` 0: all my areas), oldest first. */
export function useVisaReviewQueue(area: number) {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: [...visaKeys.all, 'review', area, lang] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('visaPackageAdminList', { query: { status: 'reviewing', limit: 20, cursor: pageParam, ...(area ? { site_area_id: area } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** The area's admin lists a package or refuses it with a reason; every visa list is read again. */
export function useReviewPackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApiBody<'visaPackageAdminReview'> }) => call('visaPackageAdminReview', { params: { id }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: visaKeys.all }),
  });
}
