import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';

export type Order = ApiData<'orderByNo'>;
export type Receipt = ApiData<'orderInfo'>;

export const paymentKeys = {
  all: ['payments'] as const,
  orders: (lang: string) => [...paymentKeys.all, 'orders', lang] as const,
  receipt: (id: number, lang: string) => [...paymentKeys.all, 'receipt', id, lang] as const,
  byNo: (no: string, lang: string) => [...paymentKeys.all, 'no', no, lang] as const,
};

/** States in which an order may still change by itself (a provider's report, a fulfilment): the result page keeps asking. */
export const SETTLING = new Set(['created', 'awaiting_payment', 'paid']);

export function useMyOrders() {
  const lang = useApp((s) => s.lang);
  return useInfiniteQuery({
    queryKey: paymentKeys.orders(lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call('orderList', { query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, silent: true }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useReceipt(id: number) {
  const lang = useApp((s) => s.lang);
  return useQuery({ queryKey: paymentKeys.receipt(id, lang), enabled: id > 0, queryFn: () => call('orderInfo', { params: { id }, noLoading: true, silent: true }) });
}

/** The order a provider sent the payer back with, asked again every 2 s while it is still settling (at most 2 minutes). */
export function useOrderByNo(no: string) {
  const lang = useApp((s) => s.lang);
  return useQuery({
    queryKey: paymentKeys.byNo(no, lang),
    enabled: no.length > 0,
    queryFn: () => call('orderByNo', { params: { order_no: no }, noLoading: true, silent: true }),
    refetchInterval: (q) => (q.state.data && SETTLING.has(q.state.data.state) && Date.now() - q.state.dataUpdatedAt < 120_000 ? 2000 : false),
  });
}

export function useSandboxConfirm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; outcome: 'paid' | 'failed' }) => call('paySandboxConfirm', { body: v }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('orderCancel', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export function usePayAgain() {
  return useMutation({ mutationFn: (id: number) => call('orderPay', { params: { id } }) });
}
