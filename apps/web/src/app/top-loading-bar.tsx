import { useTranslation } from 'react-i18next';
import { useLoading } from '../stores/loading-store';

/** Thin bar under the top edge while requests run; unlike a toast it doesn't block the page or hide messages. */
export function TopLoadingBar() {
  const { t } = useTranslation();
  const busy = useLoading((s) => s.pending > 0);
  return (
    <div
      className={busy ? 'top-loading top-loading--on' : 'top-loading'}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-hidden={!busy}
      data-testid={busy ? 'http-loading' : undefined}
    />
  );
}
