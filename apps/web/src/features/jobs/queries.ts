import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData, JobApplicationDecision } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { useContentScope } from '../common/content-scope';
import { listingKeys } from '../listings';

export type Application = ApiData<'jobSend'>;
export type ApplicationPage = ApiData<'jobHuntSendListUser'>;
export type ApplicationStatus = Application['status'];
export type Decision = JobApplicationDecision;
export type UnlockState = ApiData<'jobHuntUnlockState'>;

export const JOB_PATHS = {
  detail: '/pagesA/job/detail',
  list: '/pages/job/list',
  hire: '/pages/job/hire',
  resumeDetail: '/pages/job/resume-detail',
  resumeEdit: '/pages/job/edit',
  deliveryCompany: '/pagesA/job/delivery-company',
  deliveryRecord: '/pagesA/job/delivery-record',
  pool: '/pagesA/resume/list',
  hireManage: '/pagesA/resume/hire-manage',
  before: '/pagesA/resume/before',
  type: '/pagesA/resume/type',
  companyRegister: '/pages/shop/register',
} as const;

export const jobKeys = {
  all: ['jobs'] as const,
  applications: () => [...jobKeys.all, 'applications'] as const,
  mine: (status: string, jobId: number, lang: string) => [...jobKeys.applications(), 'user', status, jobId, lang] as const,
  company: (status: string, jobId: number, lang: string) => [...jobKeys.applications(), 'company', status, jobId, lang] as const,
  unlock: () => [...jobKeys.all, 'unlock'] as const,
  unlockState: (ids: string) => [...jobKeys.unlock(), ids] as const,
  myJobs: (lang: string) => [...jobKeys.all, 'myJobs', lang] as const,
  categories: (site: number, lang: string) => [...jobKeys.all, 'categories', site, lang] as const,
};

const next = (last: ApplicationPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

/** My applications (optionally one status), newest first. */
export function useMyApplications(status?: ApplicationStatus) {
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: jobKeys.mine(status ?? 'all', 0, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('jobHuntSendListUser', { query: { status, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal }),
    getNextPageParam: next,
  });
}

/** My application to one position, if any (the "applied" state of a job's page). */
export function useMyApplicationTo(jobId: number, enabled: boolean) {
  const lang = useApp((s) => s.lang);
  return useQuery({
    queryKey: jobKeys.mine('all', jobId, lang),
    enabled: enabled && jobId > 0,
    queryFn: async () => (await call('jobHuntSendListUser', { query: { job_id: jobId, limit: 1 }, noLoading: true, silent: true })).list[0] ?? null,
  });
}

/** Applications to my positions (one position with `jobId`), optionally one status. */
export function useCompanyApplications(jobId: number, status?: ApplicationStatus) {
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: jobKeys.company(status ?? 'all', jobId, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      jobId
        ? call('jobHuntSendListJob', { query: { job_id: jobId, status, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal })
        : call('jobHuntSendListCompany', { query: { status, cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal }),
    getNextPageParam: next,
  });
}

/** Positions I published (every status), for the applicants screen's position picker. */
export function useMyJobs() {
  const lang = useApp((s) => s.lang);
  return useQuery({
    queryKey: jobKeys.myJobs(lang),
    queryFn: () => call('jobPostMy', { query: { limit: 50 }, noLoading: true, silent: true }),
  });
}

/** Every job category with the area's live counts. */
export function useJobCategories() {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: jobKeys.categories(site, lang),
    enabled: ready,
    staleTime: 5 * 60_000,
    queryFn: () => call('jobPostAll', { noLoading: true, silent: true }),
  });
}

export function useSendApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { job_id: number; job_hunt_id?: number; message?: string }) => call('jobSend', { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: jobKeys.applications() }),
  });
}

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, quiet }: { id: number; status: Decision; quiet?: boolean }) =>
      call('jobHuntSendCompany', { params: { id }, body: { status }, noLoading: quiet, silent: quiet }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: jobKeys.applications() }),
  });
}

/** My unlock quota this month and which of `ids` I can read in full. Logged-in users only. */
export function useUnlockState(ids: number[]) {
  const loggedIn = useSession((s) => Boolean(s.token));
  const key = ids.slice(0, 50).join(',');
  return useQuery({
    queryKey: jobKeys.unlockState(key),
    enabled: loggedIn,
    queryFn: () => call('jobHuntUnlockState', { query: key ? { ids: key } : {}, noLoading: true, silent: true }),
  });
}

/** Unlocks a resume; its page (the generic detail) takes the unlocked copy at once. */
export function useUnlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('jobHuntUnlock', { params: { id } }),
    onSuccess: (res) => {
      qc.setQueryData(listingKeys.info('jobHunt', res.resume.id, useApp.getState().lang), res.resume);
      void qc.invalidateQueries({ queryKey: jobKeys.unlock() });
    },
  });
}

/** YYYY-MM-DD of a time in seconds, in the browser's calendar. */
export function dayOf(seconds: number): string {
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
