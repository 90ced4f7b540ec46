import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { QueryState } from '../common/query-state';
import { Converter } from './converter';
import { CurrencyLabel, formatRate } from './currency';
import { useExchangeRates, type ExchangeRates } from './queries';
import { SourceTag, StaleNote } from './tags';
import './exchange.css';
import { formatDateTime } from '../../lib/time';

/** /pagesA/exchange/home — the area's currency against CNY, USD and the other areas', a converter, when updated. */
export function ExchangeHomePage() {
  const rates = useExchangeRates();
  return (
    <div className="fx" data-testid="exchange-home">
      <QueryState isPending={rates.isPending} error={rates.error} onRetry={() => void rates.refetch()}>
        {rates.data && <RatesView rates={rates.data} />}
      </QueryState>
    </div>
  );
}

function RatesView({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const isAdmin = useSession((s) => s.userInfo?.role === 'admin' || s.userInfo?.role === 'super_admin');
  const area = rates.area_currency;
  const own = rates.currencies.find((c) => c.currency === area);
  const headline = rates.rows.find((r) => r.currency === rates.home) ?? rates.rows.find((r) => r.currency === rates.base) ?? rates.rows[0];
  if (!own || !headline) return <p className="fx-empty muted">{t('exchange.home.empty')}</p>;
  const counter = area === rates.home ? rates.base : rates.home;
  return (
    <>
      <header className="fx-hero" data-testid="fx-hero">
        <h1 className="fx-hero__title">{t('exchange.home.heading', { code: area })}</h1>
        <div className="fx-hero__rate" data-testid="fx-headline">
          {t('exchange.home.headline', { from: headline.currency, to: area, rate: formatRate(headline.rate, lang) })}
        </div>
        <div className="fx-hero__meta">
          <span>{t('exchange.home.updatedAt', { time: formatDateTime(headline.updated_at, lang) })}</span>
          <SourceTag source={headline.source} onDark />
        </div>
        {headline.stale && <StaleNote hours={rates.stale_after_hours} onDark />}
        {isAdmin && (
          <Link className="fx-hero__manage" to="/pagesA/manage/exchange" data-testid="fx-manage-link">
            {t('exchange.home.manage')}
          </Link>
        )}
      </header>
      <Converter currencies={rates.currencies.map((c) => c.currency)} initialFrom={counter} initialTo={area} />
      <section className="fx-section" aria-labelledby="fx-list-title">
        <h2 className="fx-section__title" id="fx-list-title">
          {t('exchange.home.list', { code: area })}
        </h2>
        <ul className="fx-list">
          {rates.rows.map((r) => (
            <li key={r.currency} className="fx-row" data-testid={`fx-row-${r.currency}`}>
              <CurrencyLabel code={r.currency} lang={lang} />
              <div className="fx-row__rates">
                <div className="fx-row__rate">
                  {t('exchange.home.perOne', { code: r.currency })} <strong>{formatRate(r.rate, lang)}</strong> {area}
                </div>
                <div className="fx-row__inverse">{t('exchange.home.inverse', { from: area, to: r.currency, rate: formatRate(r.inverse, lang) })}</div>
                <div className="fx-row__meta">
                  {formatDateTime(r.updated_at, lang)}
                  {r.source !== 'feed' && <SourceTag source={r.source} />}
                  {r.stale && <span className="fx-tag fx-tag--stale" data-testid="fx-stale">{t('exchange.home.stale')}</span>}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="fx-note">{t('exchange.home.note')}</p>
    </>
  );
}
