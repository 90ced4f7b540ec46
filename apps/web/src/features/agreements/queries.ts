import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementState } from '@haiwai/contracts/agreements/constants';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type AgreementTemplate = ApiData<'contractTemplateSave'>;
export type Agreement = ApiData<'contractInfo'>;
export type AgreementItem = ApiData<'contractList'>['list'][number];

export const agreementKeys = {
  all: ['agreements'] as const,
  templates: (mine: boolean, lang: string) => [...agreementKeys.all, 'templates', mine, lang] as const,
  list: (status: AgreementState | 'all') => [...agreementKeys.all, 'list', status] as const,
  one: (id: number) => [...agreementKeys.all, 'one', id] as const,
};

type Paged<T> = { list: T[]; next_cursor: string | null };
const nextCursor = <T,>(last: Paged<T>) => last.next_cursor ?? undefined;

/** The site's templates, or mine (archived ones too). */
export function useTemplates(mine: boolean) {
  const { lang } = useContentScope();
  return useInfiniteQuery({
    queryKey: agreementKeys.templates(mine, lang),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('contractTemplateList', { query: { limit: 20, cursor: pageParam, ...(mine ? { mine: '1' as const } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** My contracts, of one state or all, newest first. */
export function useAgreements(status: AgreementState | 'all') {
  return useInfiniteQuery({
    queryKey: agreementKeys.list(status),
    initialPageParam: undefined as string | undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => call('contractList', { query: { limit: 20, cursor: pageParam, ...(status === 'all' ? {} : { status }) }, noLoading: true, silent: true, signal }),
    getNextPageParam: nextCursor,
  });
}

/** One contract; `token` is the invitation link's (an invited member who is not yet a party). */
export function useAgreement(id: number, token: string | null) {
  return useQuery({
    queryKey: agreementKeys.one(id),
    enabled: id > 0,
    staleTime: 0,
    queryFn: () => call('contractInfo', { params: { id }, query: token ? { token } : {}, noLoading: true, silent: true }),
  });
}

/** After a change: the contract's new state in its cache, and every list fetched again. */
export function useAgreementChanged() {
  const client = useQueryClient();
  return (a: Agreement) => {
    client.setQueryData(agreementKeys.one(a.id), a);
    void client.invalidateQueries({ queryKey: [...agreementKeys.all, 'list'] });
  };
}
