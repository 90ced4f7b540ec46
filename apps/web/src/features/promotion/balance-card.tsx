import { useTranslation } from 'react-i18next';
import { QueryState } from '../common/query-state';
import { useCountsBalance } from './queries';

const day = (seconds: number, lang: string) => new Date(seconds * 1000).toLocaleDateString(lang === 'zh' ? 'zh-CN' : lang === 'vi' ? 'vi-VN' : 'en-GB');

/** My paid views and messages, and this month's free resume unlocks (spent first). */
export function BalanceCard() {
  const { t, i18n } = useTranslation();
  const balance = useCountsBalance();
  return (
    <section className="promo-balance" data-testid="counts-balance">
      <QueryState isPending={balance.isPending} error={balance.error} onRetry={() => void balance.refetch()}>
        {balance.data && (
          <>
            <div className="promo-balance__title">{t('promotion.counts.balance')}</div>
            <div className="promo-balance__nums">
              <div>
                <b data-testid="balance-views">{balance.data.views}</b>
                <span>{t('promotion.counts.views')}</span>
              </div>
              <div>
                <b data-testid="balance-messages">{balance.data.messages}</b>
                <span>{t('promotion.counts.messages')}</span>
              </div>
            </div>
            <div className="promo-balance__free">
              {t('promotion.counts.free', { remaining: balance.data.free.remaining, limit: balance.data.free.limit, date: day(balance.data.free.resets_at, i18n.language) })}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
