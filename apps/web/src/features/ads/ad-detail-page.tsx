import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { imageUrl } from '../../lib/image-url';
import { QueryState } from '../common/query-state';
import { isListingKind, KINDS } from '../listings';
import { useAdPage } from './queries';
import { showToast } from '../../lib/feedback';
import './ads.css';

const PHONE = /^\+?[\d\s-]{6,20}$/;

/** /pages/common/ad-detail?id=: an ad's page — image, text, the advertiser's listing or company, contact. */
export function AdDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const ad = useAdPage(id);
  const data = ad.data;
  const contact = async (value: string) => {
    if (PHONE.test(value)) {
      window.location.href = `tel:${value.replace(/[\s-]/g, '')}`;
      return;
    }
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    showToast({ content: t('ads.detail.copied', { value }) });
  };
  return (
    <div className="ad-detail" data-testid="ad-detail">
      <QueryState isPending={ad.isPending && id > 0} error={ad.error} onRetry={() => void ad.refetch()}>
        {data && (
          <>
            <img className="ad-detail__image" src={imageUrl(data.image, { preset: 'detailBanner' })} alt="" />
            <section className="ad-card">
              <span className="ad-detail__label">{t('ads.detail.label')}</span>
              <h2 data-testid="ad-detail-title">{data.title}</h2>
              {data.text && <p className="ad-detail__text">{data.text}</p>}
              <div className="muted">
                {t('ads.detail.advertiser')}: {data.advertiser.nickname}
              </div>
            </section>
            {data.listing && (
              <section className="ad-card">
                <h3>{t('ads.detail.listing')}</h3>
                <button
                  type="button"
                  className="ad-listing"
                  data-testid="ad-detail-listing"
                  onClick={() => data.listing && isListingKind(data.listing.kind) && navigate(`${KINDS[data.listing.kind].pages.detail}?id=${data.listing.id}`)}
                >
                  {data.listing.cover && <img src={imageUrl(data.listing.cover, { preset: 'searchList' })} alt="" />}
                  <span>{data.listing.title}</span>
                </button>
              </section>
            )}
            {data.contact && (
              <div className="ad-paybar">
                <span className="muted">{data.contact}</span>
                <Button color="primary" shape="rounded" onClick={() => void contact(data.contact)} data-testid="ad-detail-contact">
                  {t('ads.detail.contact')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
