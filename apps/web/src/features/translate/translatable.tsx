import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { TranslationSourceType } from '@haiwai/contracts/translation/constants';
import { loadWords } from '../../shell/words';
import type { CommentTextSlot } from '../common/comments';
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
 *
 * Asked from outside instead of by its own button (a chat message's long-press menu and auto-translate switch):
 * `offer={false}` shows no "Translate" until asked; `start` asks now, whatever the text looks like (the reader chose
 * it); `auto` asks when the text looks like another language (nothing is sent for text already in theirs).
 */
export function Translatable({ type, id, original, offer = true, start = false, auto = false, children }: {
  type: TranslationSourceType;
  id: number;
  original: Record<string, string>;
  offer?: boolean;
  start?: boolean;
  auto?: boolean;
  children: (view: TranslatedView, bar: ReactNode) => ReactNode;
}) {
  const lang = useApp((s) => s.lang);
  const config = useTranslateConfig();
  const [tapped, setTapped] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const hasText = Object.values(original).some((v) => v.trim());
  const foreign = hasText && guessLang(Object.values(original).join('\n')) !== lang;
  const enabled = Boolean(config.data?.enabled);
  const asked = enabled && hasText && (tapped || start || (auto && foreign));
  // Asked again from outside (the menu's "Translate" once more): the translation comes back.
  useEffect(() => {
    if (start) setShowOriginal(false);
  }, [start]);
  const result = useTranslated(type, id, lang, asked);
  const offered = enabled && (asked || (offer && foreign));
  const translation = result.data && !result.data.same_language && !showOriginal ? result.data : null;
  const view: TranslatedView = translation ? { fields: { ...original, ...translation.fields }, lang } : { fields: original, lang: undefined };
  const bar = offered ? (
    <Suspense fallback={null}>
      <TranslateBar
        state={!asked ? 'offer' : result.isPending ? 'working' : result.isError ? 'failed' : result.data?.same_language ? 'same' : showOriginal ? 'original' : 'translated'}
        sourceLang={result.data?.source_lang ?? null}
        error={result.error}
        onTranslate={() => (asked ? setShowOriginal(false) : setTapped(true))}
        onOriginal={() => setShowOriginal(true)}
        onRetry={() => void result.refetch()}
      />
    </Suspense>
  ) : null;
  return <>{children(view, bar)}</>;
}

/**
 * The kit's comment thread's text slot (`text:` in a thing's defineComments) with "Translate" under each comment
 * (docs/translation.md); `type` is the translation source of that thing's comments.
 */
export function translatedComments(type: TranslationSourceType): CommentTextSlot {
  return (c, render) => (
    <Translatable type={type} id={c.id} original={{ content: c.content }}>
      {(view, bar) => render({ content: view.fields.content ?? c.content, lang: view.lang }, bar)}
    </Translatable>
  );
}
