import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';

export const vipKeys = {
  all: ['vip'] as const,
  info: (area: number) => [...vipKeys.all, 'info', area] as const,
  tiers: (area: number, lang: string) => [...vipKeys.all, 'tiers', area, lang] as const,
  openPrices: (area: number, lang: string) => [...vipKeys.all, 'open-prices', area, lang] as const,
  opening: (id: number, lang: string) => [...vipKeys.all, 'opening', id, lang] as const,
};

const useArea = () => useApp((s) => s.siteObj?.site_area_id ?? 0);

/** My VIP (only when logged in). */
export function useVipInfo() {
  const token = useSession((s) => s.token);
  const area = useArea();
  return useQuery({ queryKey: vipKeys.info(area), enabled: Boolean(token), queryFn: () => call('vipInfo', { noLoading: true, silent: true }) });
}

export function useVipTiers() {
  const area = useArea();
  const lang = useApp((s) => s.lang);
  return useQuery({ queryKey: vipKeys.tiers(area, lang), queryFn: () => call('vipList', { noLoading: true, silent: true }) });
}

/** What opening costs here (empty: nothing). */
export function useOpenPrices() {
  const area = useArea();
  const lang = useApp((s) => s.lang);
  return useQuery({ queryKey: vipKeys.openPrices(area, lang), queryFn: () => call('openList', { noLoading: true, silent: true }) });
}

export function useOpening(listingId: number) {
  const lang = useApp((s) => s.lang);
  return useQuery({ queryKey: vipKeys.opening(listingId, lang), enabled: listingId > 0, queryFn: () => call('openInfo', { query: { listing_id: listingId }, noLoading: true, silent: true }) });
}
