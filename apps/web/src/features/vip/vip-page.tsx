import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { QueryState } from '../common/query-state';
import { usePay } from '../payments';
import { useVipInfo, useVipTiers, vipKeys } from './queries';
import { priceText, VipBadge } from './vip-bits';
import './vip.css';
import { formatDate } from '../../lib/time';

type Info = ApiData<'vipInfo'>;
type Tier = ApiData<'vipList'>[number];

/** My VIP now: until when, and what it gives. */
function StatusCard({ info }: { info: Info }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const status = info.active ? t('vip.statusActive', { date: formatDate(info.until, lang) }) : info.until ? t('vip.statusEnded', { date: formatDate(info.until, lang) }) : t('vip.statusNone');
  return (
    <section className="vip-card vip-card--status" data-testid="vip-status" data-active={info.active}>
      <div className="vip-card__head">
        {info.active && <VipBadge />}
        <span className="vip-card__status" data-testid="vip-until">{status}</span>
      </div>
      <h2 className="vip-card__title">{t('vip.benefits')}</h2>
      <ul className="vip-benefits">
        <li data-testid="vip-live">{t('vip.liveLimit', { count: info.live_count, limit: info.live_limit })}</li>
        {info.active && <li>{t('vip.freeTop', { days: info.free_top_days, left: info.free_top_days_left })}</li>}
        <li>{t('vip.badgeHint')}</li>
      </ul>
    </section>
  );
}

/** One package: its days and benefits, its price, and the button that buys it. */
function TierRow({ tier, renew }: { tier: Tier; renew: boolean }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const pay = usePay();
  const qc = useQueryClient();
  const buy = async () => {
    const start = await call('vipPay', { body: { price_id: tier.id } });
    void qc.invalidateQueries({ queryKey: vipKeys.all });
    pay(start);
  };
  return (
    <article className="vip-tier" data-testid="vip-tier" data-code={tier.code}>
      <div className="vip-tier__main">
        <strong className="vip-tier__name">{tier.name}</strong>
        <span className="muted">{t('vip.tierDays', { days: tier.days })} · {t('vip.tierLive', { limit: tier.live_limit })}</span>
        {tier.free_top_days > 0 && <span className="muted">{t('vip.tierTop', { days: tier.free_top_days })}</span>}
      </div>
      <div className="vip-tier__side">
        <span className="vip-tier__price">{priceText(tier, lang)}</span>
        <Button size="small" color="primary" onClick={() => void buy()} data-testid="vip-buy">
          {renew ? t('vip.renew') : t('vip.buy')}
        </Button>
      </div>
    </article>
  );
}

/** /pagesA/vip/index — become VIP or renew (from Me). */
function Vip() {
  const { t } = useTranslation();
  const info = useVipInfo();
  const tiers = useVipTiers();
  const pending = info.isPending || tiers.isPending;
  return (
    <div className="vip" data-testid="vip-page">
      <QueryState isPending={pending} error={info.error || tiers.error || null} onRetry={() => void Promise.all([info.refetch(), tiers.refetch()])}>
        {info.data && <StatusCard info={info.data} />}
        <section className="vip-card">
          <h2 className="vip-card__title">{t('vip.tiers')}</h2>
          {tiers.data?.length ? tiers.data.map((tier) => <TierRow key={tier.id} tier={tier} renew={Boolean(info.data?.active)} />) : <p className="muted">{t('vip.noTiers')}</p>}
          {info.data?.active && <p className="muted vip-note">{t('vip.renewNote')}</p>}
        </section>
      </QueryState>
    </div>
  );
}

export const VipPage = loginOnly(Vip);
