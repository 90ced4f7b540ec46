import { useTranslation } from 'react-i18next';
import type { RateSource } from '@haiwai/contracts/exchange/constants';

/** Where a rate comes from: the market feed, this area's admins, or the built-in reference snapshot. */
export function SourceTag({ source, onDark }: { source: RateSource; onDark?: boolean }) {
  const { t } = useTranslation();
  return <span className={`fx-tag fx-tag--${source}${onDark ? ' fx-tag--on-dark' : ''}`}>{t(`exchange.source.${source}`)}</span>;
}

/** The stale label: the rate is older than the server's threshold, so it is for reference only. */
export function StaleNote({ hours, onDark }: { hours: number; onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`fx-stale${onDark ? ' fx-stale--on-dark' : ''}`} role="status" data-testid="fx-stale-note">
      <strong>{t('exchange.home.stale')}</strong> {t('exchange.home.staleHint', { hours })}
    </div>
  );
}
