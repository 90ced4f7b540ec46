import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';

/** Key factory for single content pages; keys carry language and site because the content depends on both. */
export const singlePageKeys = {
  all: ['singlePage'] as const,
  info: (key: string, lang: string, site: number) => [...singlePageKeys.all, 'info', key, lang, site] as const,
};

export function useSinglePage(key: string) {
  const lang = useApp((s) => s.lang);
  const site = useApp((s) => s.siteObj?.site_area_id ?? 0);
  return useQuery({
    queryKey: singlePageKeys.info(key, lang, site),
    queryFn: () => call('singlePageInfo', { params: { key }, silent: true }),
    enabled: /^[a-z0-9_-]{1,64}$/.test(key),
  });
}
