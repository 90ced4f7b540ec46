import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';
import { useSession } from '../../stores/session-store';

export type ExchangeRates = ApiData<'exchangeRates'>;
export type CurrencyRate = ExchangeRates['currencies'][number];
export type Conversion = ApiData<'exchange'>;

/** Rates move slowly (the feed refreshes every few hours): one fetch serves every screen for a while. */
const RATES_STALE_MS = 30 * 60_000;

export const exchangeKeys = {
  all: ['exchange'] as const,
  /** Admins also see who set a rate, so their copy is kept apart. */
  rates: (site: number, admin: boolean) => [...exchangeKeys.all, 'rates', site, admin] as const,
};

/** The rates in force in an area (default: the current one). */
export function useExchangeRates(areaId?: number) {
  const { site, ready } = useContentScope();
  const admin = useSession((s) => s.userInfo?.role === 'admin' || s.userInfo?.role === 'super_admin');
  const area = areaId ?? site;
  return useQuery({
    queryKey: exchangeKeys.rates(area, admin),
    enabled: ready,
    staleTime: RATES_STALE_MS,
    queryFn: () => call('exchangeRates', { query: areaId ? { site_area_id: areaId } : {}, noLoading: true, silent: true }),
  });
}

/** The converter: the server converts exactly (minor units in, minor units out). */
export function useConvert() {
  return useMutation({ mutationFn: (body: ApiBody<'exchange'>) => call('exchange', { body, noLoading: true }) });
}

/** An admin saves the area's rates; every copy of the rates is fetched again. */
export function usePutExchange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'putExchange'>) => call('putExchange', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: exchangeKeys.all }),
  });
}
