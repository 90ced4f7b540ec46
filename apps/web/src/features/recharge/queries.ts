import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { RechargeState } from '@haiwai/contracts/recharge/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type RechargeConfig = ApiData<'rechargePhoneConfig'>;
export type RechargeOrder = ApiData<'rechargePhoneList'>['list'][number];

export const rechargeKeys = {
  all: ['recharge'] as const,
  config: (site: number, lang: string, callingCode: string) => [...rechargeKeys.all, 'config', site, lang, callingCode] as const,
  list: (lang: string, state: string) => [...rechargeKeys.all, 'list', lang, state] as const,
};

/** Operators and face values of a calling code ('' : the area's country), priced in the area's currency. */
export function useRechargeConfig(callingCode: string, supported: boolean) {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: rechargeKeys.config(site, lang, callingCode),
    enabled: ready && supported,
    staleTime: 5 * 60_000,
    queryFn: () => call('rechargePhoneConfig', { query: callingCode ? { area_code: callingCode } : {}, noLoading: true, silent: true }),
  });
}

/** States in which a top-up still moves by itself: the list asks again while one is shown. */
const MOVING = new Set<RechargeState>(['topping_up']);

export function useMyTopUps(state: RechargeState | '') {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: rechargeKeys.list(lang, state),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call('rechargePhoneList', { query: { limit: 20, ...(state ? { state } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, silent: true }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.list.some((o) => MOVING.has(o.state))) ? 2000 : false),
  });
}

export function useOrderTopUp() {
  return useMutation({ mutationFn: (body: ApiBody<'rechargePhoneSave'>) => call('rechargePhoneSave', { body }) });
}

export function usePayTopUpAgain() {
  return useMutation({ mutationFn: (id: number) => call('orderPay', { params: { id } }) });
}
