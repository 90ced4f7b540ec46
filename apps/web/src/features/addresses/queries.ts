import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../lib/contracts';
import { call } from '../../lib/http';

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  one: (id: number) => [...addressKeys.all, 'one', id] as const,
};

type Paged<T> = { list: T[]; has_more: boolean; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => (last.has_more && last.next_cursor ? last.next_cursor : undefined);

/** My address book, newest first, on the shared pager. */
export function useAddresses() {
  return useInfiniteQuery({
    queryKey: addressKeys.list(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('addressList', { query: { limit: 20, cursor: pageParam }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

export function useAddress(id: number) {
  return useQuery({ queryKey: addressKeys.one(id), enabled: id > 0, queryFn: () => call('addressInfo', { params: { id }, noLoading: true, silent: true }) });
}

function useAddressMutation<A>(fn: (a: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: addressKeys.all }) });
}

export const useSaveAddress = () => useAddressMutation((body: ApiBody<'addressSave'>) => call('addressSave', { body }));
export const useDefaultAddress = () => useAddressMutation((id: number) => call('addressDefault', { params: { id } }));
export const useDeleteAddress = () => useAddressMutation((id: number) => call('addressDelete', { params: { id } }));
