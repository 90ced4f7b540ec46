import { useQuery } from '@tanstack/react-query';
import { boot } from '../../lib/boot';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export const carouselKeys = {
  all: ['carousel'] as const,
  list: (position: string, site: number, lang: string) => [...carouselKeys.all, 'list', position, site, lang] as const,
};
export const functionEntryKeys = {
  all: ['functionEntry'] as const,
  list: (position: string, site: number, lang: string) => [...functionEntryKeys.all, 'list', position, site, lang] as const,
};
export const hotKeywordKeys = {
  all: ['hotKeyword'] as const,
  list: (site: number, lang: string) => [...hotKeywordKeys.all, 'list', site, lang] as const,
};

export function useCarousel(position: string) {
  const { lang, site, ready } = useContentScope();
  // The home slides came with the page when the area and language match: no round trip before the banner.
  const embedded = position === 'home' && boot && boot.site_area.id === site && boot.lang === lang ? boot : undefined;
  return useQuery({
    queryKey: carouselKeys.list(position, site, lang),
    enabled: ready,
    initialData: embedded?.carousel,
    initialDataUpdatedAt: embedded?.at,
    queryFn: () => call('carousel', { query: { position }, noLoading: true, silent: true }),
  });
}

export function useFunctionEntries(position: string) {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: functionEntryKeys.list(position, site, lang),
    enabled: ready,
    queryFn: () => call('functionEntry', { query: { position }, noLoading: true, silent: true }),
  });
}

export function useHotKeywords() {
  const { lang, site, ready } = useContentScope();
  return useQuery({
    queryKey: hotKeywordKeys.list(site, lang),
    enabled: ready,
    queryFn: () => call('hotKeyword', { noLoading: true, silent: true }),
  });
}
