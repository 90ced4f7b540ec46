import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { TranslationSourceType } from '@haiwai/contracts/translation/constants';
import { loadWords } from '../../shell/words';
import { useApp } from '../../stores/app-store';
import { guessLang } from './guess-lang';
import { useTranslateConfig, useTranslated } from './queries';

/** The bar's words arrive with it, on the first screen that offers a translation (never in the first load). */
const TranslateBar = lazy(() => Promise.all([import('./translate-bar'), loadWords(['translate'])]).then(([m]) => m));

export interface TranslatedView {
  /** The fields to show: the translation's while it is shown, else the original's. */
  fields: Record<string, string>;
  /** The `lang` of what is shown, for screen readers; undefined for the original (its language is unknown). */
  lang: string | undefined;
}

/**
 * What someone wrote, with "Translate" under it when the site has an engine and the text does not look like the
 * reader's language (docs/translation.md). Translated on the first tap (once per session and language), then
 * "Translated from Vietnamese · Show original" toggles between the two; a failure says so and leaves the original.
 */
export function Translatable({ type, id, original, children }: { type: TranslationSourceType; id: number; original: Record<string, string>; children: (view: TranslatedView, bar: ReactNode) => ReactNode }) {
  const lang = useApp((s) => s.lang);
  const config = useTranslateConfig();
  const [asked, setAsked] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const result = useTranslated(type, id, lang, asked);
  const guess = guessLang(Object.values(original).join('\n'));
  const offered = Boolean(config.data?.enabled) && guess !== lang && Object.values(original).some((v) => v.trim());
  const translation = result.data && !result.data.same_language && !showOriginal ? result.data : null;
  const view: TranslatedView = translation ? { fields: { ...original, ...translation.fields }, lang } : { fields: original, lang: undefined };
  const bar = offered ? (
    <Suspense fallback={null}>
      <TranslateBar
        state={!asked ? 'offer' : result.isPending ? 'working' : result.isError ? 'failed' : result.data?.same_language ? 'same' : showOriginal ? 'original' : 'translated'}
        sourceLang={result.data?.source_lang ?? null}
        error={result.error}
        onTranslate={() => (asked ? setShowOriginal(false) : setAsked(true))}
        onOriginal={() => setShowOriginal(true)}
        onRetry={() => void result.refetch()}
      />
    </Suspense>
  ) : null;
  return <>{children(view, bar)}</>;
}
