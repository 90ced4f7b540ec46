import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogisticsMode } from '@haiwai/contracts/logistics/constants';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { onPush } from '../../lib/push';
import { useContentScope } from '../common/content-scope';

export type LogisticsLine = ApiData<'logisticsInfo'>;
export type Shipment = ApiData<'logisticsShipmentInfo'>;
export type ShipmentSide = 'sender' | 'company';

export const logisticsKeys = {
  all: ['logistics'] as const,
  lines: (site: number, to: string, mode: LogisticsMode | null) => [...logisticsKeys.all, 'lines', site, to, mode] as const,
  line: (id: number) => [...logisticsKeys.all, 'line', id] as const,
  mine: () => [...logisticsKeys.all, 'mine'] as const,
  shipments: (side: ShipmentSide) => [...logisticsKeys.all, 'shipments', side] as const,
  shipment: (id: number) => [...logisticsKeys.all, 'shipments', 'one', id] as const,
};

type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

/** Listed lines of the area, by destination and mode, newest first. */
export function useLines(to: string, mode: LogisticsMode | null) {
  const { site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: logisticsKeys.lines(site, to, mode),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => call('logisticsList', { query: { limit: 20, cursor: pageParam, ...(to ? { to } : {}), ...(mode ? { mode } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useLine(id: number) {
  return useQuery({ queryKey: logisticsKeys.line(id), enabled: id > 0, queryFn: () => call('logisticsInfo', { params: { id }, noLoading: true, silent: true }) });
}

export function useMyLines() {
  return useInfiniteQuery({
    queryKey: logisticsKeys.mine(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('logisticsListUser', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useShipments(side: ShipmentSide) {
  return useInfiniteQuery({
    queryKey: logisticsKeys.shipments(side),
    initialPageParam: undefined as string | undefined,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => call('logisticsShipmentList', { query: { side, limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useShipment(id: number) {
  return useQuery({ queryKey: logisticsKeys.shipment(id), enabled: id > 0, staleTime: 0, queryFn: () => call('logisticsShipmentInfo', { params: { id }, noLoading: true, silent: true }) });
}

function useLogisticsMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: logisticsKeys.all }) });
}

export const useSaveLine = () => useLogisticsMutation((body: ApiBody<'logisticsSave'>) => call('logisticsSave', { body }));
export const useDeleteLine = () => useLogisticsMutation((id: number) => call('logisticsDelete', { params: { id } }));
export const useRequestShipment = () => useLogisticsMutation((body: ApiBody<'logisticsShipmentSave'>) => call('logisticsShipmentSave', { body }));
export const useMoveShipment = () => useLogisticsMutation(({ id, body }: { id: number; body: ApiBody<'logisticsShipmentMove'> }) => call('logisticsShipmentMove', { params: { id }, body }));
export const useAcceptShipment = () => useLogisticsMutation((id: number) => call('logisticsShipmentAccept', { params: { id } }));
export const useAppendLog = () => useLogisticsMutation((body: ApiBody<'logisticsLog'>) => call('logisticsLog', { body }));

/**
 * Every move and tracking entry of a shipment is pushed to both parties as `logistics_shipment` (docs/push.md): while
 * a shipment or a list of them is on screen, such a push (or a reconnect) fetches it again, so the sender's timeline
 * grows as the company writes it.
 */
export function useShipmentsLive() {
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: [...logisticsKeys.all, 'shipments'] });
    return onPush({ frame: (f) => f.type === 'logistics_shipment' && refresh(), reconnected: refresh });
  }, [qc]);
}
