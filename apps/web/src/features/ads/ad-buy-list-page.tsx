import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { adDetailPath, ADS } from '@haiwai/contracts/ads/constants';
import type { Lang } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { formatMinorAmount } from '../../lib/money';
 
import { paymentPaths } from '../payments';
import { AdStateTag, dayRuns } from './ad-state-tag';
import { useMyAds, type MyAd } from './queries';
import './ads.css';

/** /pagesA/common/ad-buy-list: my ads, newest first, with their days, review state and order. */
function AdBuyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyAds();
  const ads = mine.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="ad-list" data-testid="ad-list">
      <QueryState isPending={mine.isPending} error={mine.error} onRetry={() => void mine.refetch()}>
        {ads.length === 0 && <p className="ad-empty">{t('ads.list.empty')}</p>}
        {ads.map((ad) => (
          <AdRow key={ad.id} ad={ad} />
        ))}
        {mine.hasNextPage && (
          <Button block fill="none" onClick={() => void mine.fetchNextPage()}>
            {t('ads.list.more')}
          </Button>
        )}
      </QueryState>
      <Button block color="primary" shape="rounded" className="ad-list__buy" onClick={() => navigate(ADS.buyPath)} data-testid="ad-list-buy">
        {t('ads.list.buy')}
      </Button>
    </div>
  );
}

function AdRow({ ad }: { ad: MyAd }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <article className="ad-card ad-row" data-testid={`ad-row-${ad.id}`}>
      <img src={imageUrl(ad.image, { preset: 'banner' })} alt="" className="ad-row__image" />
      <div className="ad-row__head">
        <strong>{ad.title}</strong>
        <AdStateTag state={ad.state} />
      </div>
      <div className="muted">
        {dayRuns(ad.dates)} · {t('ads.list.days', { count: ad.dates.length })} · {formatMinorAmount(ad.amount, ad.currency, i18n.language as Lang)}
      </div>
      {ad.reject_reason && <div className="ad-row__reason">{t(ad.state === 'refunded' ? 'ads.list.withdrawReason' : 'ads.list.reason', { reason: ad.reject_reason })}</div>}
      <div className="ad-row__actions">
        {ad.state === 'unpaid' && ad.order_state === 'awaiting_payment' && (
          <Button size="small" color="primary" fill="outline" onClick={() => navigate(paymentPaths.receipt(ad.order_id))}>
            {t('ads.list.payNow')}
          </Button>
        )}
        {(ad.state === 'approved' || ad.state === 'pending_review') && (
          <Button size="small" fill="outline" onClick={() => navigate(adDetailPath(ad.id))}>
            {t('ads.list.view')}
          </Button>
        )}
      </div>
    </article>
  );
}

export const AdBuyListPage = loginOnly(AdBuyList);
