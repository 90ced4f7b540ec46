import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { QueryState } from '../common/query-state';
import { formatMinorAmount } from '../../lib/money';
import { usePay } from '../payments';
import { BalanceCard } from './balance-card';
import { PackageCards, PayBar } from './package-cards';
import { useCountsPackages } from './queries';
import './promotion.css';

/** `/pagesA/common/number-buy`: my balance, the area's packages of views and messages, pay. */
export const NumberBuyPage = loginOnly(NumberBuy);

function NumberBuy() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const pay = usePay();
  const packages = useCountsPackages();
  const [pkgId, setPkgId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = packages.data?.find((p) => p.id === pkgId) ?? null;
  const onPay = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      pay(await call('dataAddNumberConfigPay', { body: { config_id: chosen.id } }));
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="promo" data-testid="number-buy-page">
      <BalanceCard />
      <button type="button" className="promo-link" onClick={() => navigate(PROMOTION_PATHS.numberBuyList)} data-testid="number-buy-records">
        <span>{t('promotion.counts.myOrders')}</span>
        <RightOutline />
      </button>
      <section className="promo-section">
        <h3 className="promo-section__title">{t('promotion.counts.package')}</h3>
        <QueryState isPending={packages.isPending} error={packages.error} onRetry={() => void packages.refetch()}>
          <PackageCards
            items={packages.data ?? []}
            selected={pkgId}
            onSelect={setPkgId}
            testId="counts-package"
            render={(p) => ({
              head: (
                <>
                  <span>{t('promotion.counts.viewsN', { count: p.views })}</span>
                  <span>{t('promotion.counts.messagesN', { count: p.messages })}</span>
                </>
              ),
              price: formatMinorAmount(p.amount, p.currency, lang),
            })}
          />
        </QueryState>
        <p className="promo-hint">{t('promotion.counts.freeFirst')}</p>
      </section>
      <PayBar
        testId="number-buy-pay"
        disabled={!chosen || busy}
        hint={chosen ? undefined : t('promotion.counts.choose')}
        label={chosen ? t('promotion.counts.pay', { price: formatMinorAmount(chosen.amount, chosen.currency, lang) }) : t('promotion.counts.buy')}
        onPay={() => void onPay()}
      />
    </div>
  );
}
