import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { useContentScope } from '../common/content-scope';
import { useOptimisticToggle } from '../common/optimistic-toggle';

export type CompanyPageData = ApiData<'companyPage'>;

export const companyKeys = {
  all: ['company'] as const,
  page: (id: number, lang: string, token: boolean) => [...companyKeys.all, 'page', id, lang, token] as const,
  owner: (id: number, lang: string) => [...companyKeys.all, 'owner', id, lang] as const,
  city: (site: number, lang: string) => ['city', 'newest', site, lang] as const,
};

/** A company's page (company, jobs, other listings, followers, my follow); keyed by login so `is_following` is right. */
export function useCompanyPage(id: number) {
  const lang = useApp((s) => s.lang);
  const loggedIn = useSession((s) => Boolean(s.token));
  return useQuery({
    queryKey: companyKeys.page(id, lang, loggedIn),
    enabled: id > 0,
    queryFn: () => call('companyPage', { params: { id }, noLoading: true, silent: true }),
  });
}

/** Follow or unfollow; the page's button and count change at once and roll back if the call fails. */
export function useFollow(id: number) {
  const lang = useApp((s) => s.lang);
  return useOptimisticToggle({
    key: companyKeys.page(id, lang, true),
    request: (follow) => call('companyFollow', { body: { company_id: id, follow } }),
    guess: (p: CompanyPageData, follow) => ({ ...p, is_following: follow, follower_count: p.follower_count + (follow ? 1 : -1) }),
    settle: (p, res) => ({ ...p, is_following: res.followed, follower_count: res.follower_count }),
  });
}

export function useCompanyOwnerInfo(id: number) {
  const lang = useApp((s) => s.lang);
  return useQuery({
    queryKey: companyKeys.owner(id, lang),
    enabled: id > 0,
    queryFn: () => call('userCompanyInfo', { params: { id }, noLoading: true, silent: true }),
  });
}

/** The Same-city tab: the newest live listings of each kind in the area. */
export function useCityNewest() {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: companyKeys.city(site, lang),
    enabled: ready,
    queryFn: () => call('cityNewest', { query: { per_kind: 4 }, noLoading: true, silent: true }),
  });
}
