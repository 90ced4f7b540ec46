import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@haiwai/contracts';
import type { TranslationSourceType } from '@haiwai/contracts/translation/constants';
import { call } from '../../lib/http';

export const translateKeys = {
  config: ['translate', 'config'] as const,
  one: (type: TranslationSourceType, id: number, lang: Lang) => ['translate', type, id, lang] as const,
};

/** Whether the site has an engine: without one, nothing offers "Translate". Asked once per session. */
export function useTranslateConfig() {
  return useQuery({ queryKey: translateKeys.config, queryFn: () => call('translateConfig', { silent: true }), staleTime: Infinity, gcTime: Infinity });
}

/** One thing's translation into `lang`, fetched only once asked for (`enabled`), kept for the session. */
export function useTranslated(type: TranslationSourceType, id: number, lang: Lang, enabled: boolean) {
  return useQuery({
    queryKey: translateKeys.one(type, id, lang),
    queryFn: () => call('translate', { body: { type, id, lang }, silent: true }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** Whether the site translates at all (nothing offers it otherwise): for menus that add a "Translate" item. */
export function useTranslationOn(): boolean {
  return Boolean(useTranslateConfig().data?.enabled);
}

/** Drops what is held of a thing's translations (a recalled chat message: nothing of it may stay on screen). */
export function forgetTranslation(qc: QueryClient, type: TranslationSourceType, id: number): void {
  qc.removeQueries({ queryKey: ['translate', type, id] });
}
