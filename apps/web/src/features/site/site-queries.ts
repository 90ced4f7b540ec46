import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';

export const siteAreaKeys = {
  all: ['siteArea'] as const,
  list: (lang: string) => [...siteAreaKeys.all, 'list', lang] as const,
};
export const areaCodeKeys = {
  all: ['areaCode'] as const,
  list: (lang: string) => [...areaCodeKeys.all, 'list', lang] as const,
};

export function useSiteAreas() {
  const lang = useApp((s) => s.lang);
  return useQuery({ queryKey: siteAreaKeys.list(lang), queryFn: () => call('siteAreaAll', { silent: true }) });
}

export function useAreaCodes() {
  const lang = useApp((s) => s.lang);
  return useQuery({
    queryKey: areaCodeKeys.list(lang),
    queryFn: () => call('areaCode', { silent: true }),
    staleTime: Infinity,
  });
}
