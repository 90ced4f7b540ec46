import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { QueryState } from '../common/query-state';
import { usePay } from '../payments';
import { useOpening } from './queries';
import { priceText } from './vip-bits';
import './vip.css';

const MINE: Record<string, string> = { company: '/pages/shop/company', shop: '/pagesA/enterprise/manage', guide: '/pages/translate/manage' };

/** /pagesA/vip/open?id= — a registration's opening fee: what it costs, pay it; paid, it goes to review. */
function Opening() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const opening = useOpening(id);
  const pay = usePay();
  const o = opening.data;
  const owes = o && (o.state === 'awaiting_fee' || o.state === 'refunded');
  const text = !o ? '' : o.state === 'paid' ? t('vip.open.paid') : !o.price ? t('vip.open.free') : o.state === 'refunded' ? t('vip.open.refunded') : t('vip.open.waiting', { amount: priceText(o.price, lang) });
  return (
    <div className="vip" data-testid="opening-page">
      <QueryState isPending={id > 0 && opening.isPending} error={opening.error ?? null} onRetry={() => void opening.refetch()}>
        {o && (
          <section className="vip-card vip-card--center">
            <h2 className="vip-card__title">{t(`vip.open.${o.target}`)}</h2>
            {o.price && owes && <span className="vip-tier__price vip-tier__price--big" data-testid="opening-amount">{priceText(o.price, lang)}</span>}
            <p data-testid="opening-state" data-state={o.state}>{text}</p>
            {o.price && owes && (
              <Button block color="primary" size="large" onClick={async () => pay(await call('openPay', { body: { listing_id: o.listing_id } }))} data-testid="opening-pay">
                {t('vip.open.pay')}
              </Button>
            )}
            <Link to={MINE[o.target] ?? '/pages/index/my'}>{t('vip.open.toMine')}</Link>
          </section>
        )}
      </QueryState>
    </div>
  );
}

export const OpeningPage = loginOnly(Opening);
