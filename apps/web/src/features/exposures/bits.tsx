import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinorAmount } from '../../lib/money';
import { useApp } from '../../stores/app-store';
import { exposurePaths } from './paths';
import type { Exposure } from './queries';

/** An amount in minor units in the reader's language ("₫5,000,000"). */
export function useMoney() {
  const lang = useApp((s) => s.lang);
  return (minor: number, currency: string) => formatMinorAmount(minor, currency, lang);
}

/** A day in the reader's language from epoch seconds. */
export function useDay() {
  const lang = useApp((s) => s.lang);
  return (seconds: number) => new Date(seconds * 1000).toLocaleDateString(lang === 'zh' ? 'zh-CN' : lang === 'vi' ? 'vi-VN' : 'en-GB');
}

export function StatusTag({ status }: { status: Exposure['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`expo-tag expo-tag--${status}`} data-testid="exposure-status">
      {t(`exposure.status.${status}`)}
    </span>
  );
}

/** An exposure in a list: title, the (masked) party, amount, date, state for the author, whether it was answered. */
export function ExposureCard({ e, showStatus = false }: { e: Exposure; showStatus?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Link to={exposurePaths.detailOf(e.id)} className="expo-card" data-testid={`exposure-card-${e.id}`}>
      <div className="expo-card__top">
        <span className="expo-card__title">{e.title}</span>
        {showStatus ? <StatusTag status={e.status} /> : e.reply?.status === 'approved' && <span className="expo-tag expo-tag--replied">{t('exposure.list.replied')}</span>}
      </div>
      <div className="expo-card__party">
        <span>{e.party.name}</span>
        {e.party.phone && <span className="expo-card__phone">{e.party.phone}</span>}
        {(e.party.company?.title || e.party.company_name) && <span>{e.party.company?.title || e.party.company_name}</span>}
      </div>
      <div className="expo-card__meta">
        <span>{e.happened_on}</span>
        {e.amount > 0 && <span className="expo-card__amount">{money(e.amount, e.currency)}</span>}
      </div>
    </Link>
  );
}
