import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { useLoginFirst } from '../common/use-login-first';
import './translate.css';

export type BarState = 'offer' | 'working' | 'translated' | 'original' | 'same' | 'failed';

/** A language code as the reader's language names it ("越南语", "Vietnamese", "Tiếng Việt"). */
function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The line under a translatable text: "Translate", "Translating…", "Translated from X · Show original", or the failure. */
export default function TranslateBar({ state, sourceLang, error, onTranslate, onOriginal, onRetry }: {
  state: BarState;
  sourceLang: string | null;
  error: Error | null;
  onTranslate: () => void;
  onOriginal: () => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const loginFirst = useLoginFirst();
  if (state === 'same') return null;
  const from = sourceLang ? t('translate.from', { lang: languageName(sourceLang, i18n.language) }) : t('translate.fromUnknown');
  return (
    <div className="translate-bar" data-testid="translate-bar" aria-live="polite">
      {state === 'offer' && (
        <button type="button" className="translate-bar__action" onClick={() => loginFirst() && onTranslate()} data-testid="translate-action">
          {t('translate.action')}
        </button>
      )}
      {state === 'working' && <span className="translate-bar__note">{t('translate.working')}</span>}
      {state === 'translated' && (
        <>
          <span className="translate-bar__note" data-testid="translate-from">{from}</span>
          <span aria-hidden="true"> · </span>
          <button type="button" className="translate-bar__action" onClick={onOriginal} data-testid="translate-original">
            {t('translate.showOriginal')}
          </button>
        </>
      )}
      {state === 'original' && (
        <button type="button" className="translate-bar__action" onClick={onTranslate} data-testid="translate-again">
          {t('translate.showTranslation')}
        </button>
      )}
      {state === 'failed' && (
        <>
          {/* A quota or length refusal says what it is; anything else is "unavailable" (docs/translation.md). */}
          <span className="translate-bar__note translate-bar__note--error" role="status" data-testid="translate-failed">
            {error instanceof ApiError && (error.code === 429 || error.code === 413) ? error.message : t('translate.unavailable')}
          </span>
          <span aria-hidden="true"> · </span>
          <button type="button" className="translate-bar__action" onClick={onRetry}>
            {t('translate.retry')}
          </button>
        </>
      )}
    </div>
  );
}
