import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelCard, HotelOrderStatus, HotelOrderUpdate } from '@haiwai/contracts/hotels';
import type { ApiBody, ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { onPush } from '../../lib/push';
import { useContentScope } from '../common/content-scope';
import { listingKeys } from '../listings';
import type { Stay } from './stay';

export type HotelPage = { list: HotelCard[]; total: number; total_capped: boolean; next_cursor: string | null; has_more: boolean };
export type Room = ApiData<'hotelRoomInfo'>;
export type HotelOrder = ApiData<'hotelOrderInfo'>;
export type HotelTag = ApiData<'hotelTagList'>[number];
export type OrderSide = 'guest' | 'hotel';

const PAGE = 20;

/** One key factory for every hotel query; the hotel itself is the listing engine's (`listingKeys.info('hotel', id)`). */
export const hotelKeys = {
  all: ['hotels'] as const,
  list: (site: number, lang: string, query: object) => [...hotelKeys.all, 'list', site, lang, query] as const,
  tags: (site: number, lang: string) => [...hotelKeys.all, 'tags', site, lang] as const,
  rooms: (hotelId: number, stay: Stay | null, lang: string) => [...hotelKeys.all, 'rooms', hotelId, stay, lang] as const,
  room: (id: number, stay: Stay | null, lang: string) => [...hotelKeys.all, 'room', id, stay, lang] as const,
  orders: (side: OrderSide, hotelId: number, status: string, lang: string) => [...hotelKeys.all, 'orders', side, hotelId, status, lang] as const,
  order: (id: number, lang: string) => [...hotelKeys.all, 'order', id, lang] as const,
  comments: (hotelId: number) => [...hotelKeys.all, 'comments', hotelId] as const,
};

const stayQuery = (stay: Stay | null) => (stay ? { check_in: stay.checkIn, check_out: stay.checkOut } : {});

/** Hotels of the area with a room free for the stay, with the screen's filters and sort, cursor by cursor. */
export function useHotelList(query: Record<string, string | number>) {
  const { lang, site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: hotelKeys.list(site, lang, query),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('hotelList', { query: { ...query, limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } as never, noLoading: true, silent: true, signal }) as unknown as Promise<HotelPage>,
    getNextPageParam: (last: HotelPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

/** The area's hotel tags (code and name in the reader's language). */
export function useHotelTags() {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: hotelKeys.tags(site, lang),
    enabled: ready,
    staleTime: 10 * 60_000,
    queryFn: () => call('hotelTagList', { noLoading: true, silent: true }),
  });
}

/** A hotel's room types; with a stay each carries its price for those nights and the rooms left. */
export function useRooms(hotelId: number, stay: Stay | null, guests?: number) {
  const { lang } = useContentScope();
  return useQuery({
    queryKey: hotelKeys.rooms(hotelId, stay, lang),
    enabled: hotelId > 0,
    queryFn: () => call('hotelRoomListUser', { query: { hotel_id: hotelId, ...stayQuery(stay), ...(guests ? { guests } : {}) }, noLoading: true, silent: true }),
  });
}

export function useRoom(id: number, stay: Stay | null) {
  const { lang } = useContentScope();
  return useQuery({
    queryKey: hotelKeys.room(id, stay, lang),
    enabled: id > 0,
    queryFn: () => call('hotelRoomInfo', { params: { id }, query: stayQuery(stay), noLoading: true, silent: true }),
  });
}

/** Books a stay: the rooms are held and the payment opened; every hotel list and room count is stale after it. */
export function useBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'hotelOrderSave'>) => call('hotelOrderSave', { body }),
    onSettled: () => void qc.invalidateQueries({ queryKey: hotelKeys.all }),
  });
}

/** My stays (`guest`) or my hotels' orders (`hotel`, optionally one hotel), newest first. */
export function useOrders(side: OrderSide, status: HotelOrderStatus | undefined, hotelId = 0) {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: hotelKeys.orders(side, hotelId, status ?? 'all', lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: PAGE, ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) };
      return side === 'guest'
        ? call('hotelOrderList', { query, noLoading: true, silent: true, signal })
        : call('hotelOrderListHotel', { query: { ...query, ...(hotelId ? { hotel_id: hotelId } : {}) }, noLoading: true, silent: true, signal });
    },
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

export function useOrder(id: number) {
  const { lang } = useContentScope();
  return useQuery({ queryKey: hotelKeys.order(id, lang), enabled: id > 0, queryFn: () => call('hotelOrderInfo', { params: { id }, noLoading: true, silent: true }) });
}

/** Moves an order (the hotel's confirm, reject, check-in, check-out, no-show; the guest's cancel). */
export function useMoveOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: HotelOrderUpdate; reason?: string }) =>
      call('hotelOrderFieldUpdate', { params: { id }, body: reason ? { status, reason } : { status } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: hotelKeys.all }),
  });
}

/** A review of a completed stay; the hotel's rating and its reviews change. */
export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'hotelCommentSave'>) => call('hotelCommentSave', { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: hotelKeys.all });
      void qc.invalidateQueries({ queryKey: listingKeys.kind('hotel') });
    },
  });
}

/** Adds or edits a room type, changes some of its fields, or deletes it. */
export function useRoomWrites() {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: hotelKeys.all });
  const save = useMutation({ mutationFn: (body: ApiBody<'hotelRoomSave'>) => call('hotelRoomSave', { body }), onSuccess: done });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApiBody<'hotelRoomFieldUpdate'> }) => call('hotelRoomFieldUpdate', { params: { id }, body }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (id: number) => call('hotelRoomRemove', { params: { id } }), onSuccess: done });
  return { save, update, remove };
}

/** Order moves pushed live (`hotel_order` {id, status}, to guest and hotel): the lists and the open order refresh. */
export function useOrdersLive() {
  const qc = useQueryClient();
  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: [...hotelKeys.all] });
    return onPush({ frame: (f) => f.type === 'hotel_order' && refresh(), reconnected: refresh });
  }, [qc]);
}
