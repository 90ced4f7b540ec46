import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneFill from 'antd-mobile-icons/es/PhoneFill';
import { useApp } from '../../stores/app-store';
import type { HotelDetail } from './comments';
import { Gallery } from './gallery';
import { HotelFromAddress } from './hotel-screen';
import { HotelMap } from './hotel-map';
import { Rating } from './rating';
import './hotels.css';

/** /pagesA/hotel/about?id= — the hotel's own page: its photos, what it says about itself, times, cancellation policy, where it is, its phone. */
export function HotelAboutPage() {
  return <HotelFromAddress render={(hotel) => <About hotel={hotel} />} />;
}

/** The hotel's cancellation policy in words. */
export function usePolicyText() {
  const { t } = useTranslation();
  return (days: number | null | undefined, percent: number | null | undefined) => {
    const d = days ?? 0;
    const p = percent ?? 100;
    if (p === 0) return t('hotels.about.policyAlwaysFree');
    return d > 0 ? t('hotels.about.policyFree', { days: d, percent: p }) : t('hotels.about.policyNone', { percent: p });
  };
}

function About({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  const policy = usePolicyText();
  useEffect(() => useApp.getState().setMeta({ title: hotel.title }), [hotel.title]);
  return (
    <div className="hdetail" data-testid="hotel-about">
      <Gallery photos={hotel.images} siteAreaId={hotel.site_area_id} />
      <section className="section">
        <div className="page-pad">
          <h1 className="hhead__title">{hotel.title}</h1>
          <Rating rating={hotel.rating ?? null} count={hotel.rating_count ?? 0} large />
        </div>
      </section>
      <section className="section">
        <div className="section__title">{t('hotels.detail.about')}</div>
        <p className="page-pad hdetail__text" data-testid="hotel-description">
          {hotel.description}
        </p>
      </section>
      <section className="section">
        <dl className="page-pad hfacts">
          <div>
            <dt>{t('hotels.about.checkIn')}</dt>
            <dd>{hotel.check_in_time || '—'}</dd>
          </div>
          <div>
            <dt>{t('hotels.about.checkOut')}</dt>
            <dd>{hotel.check_out_time || '—'}</dd>
          </div>
          <div>
            <dt>{t('hotels.detail.policy')}</dt>
            <dd data-testid="hotel-policy">{policy(hotel.free_cancel_days, hotel.cancel_fee_percent)}</dd>
          </div>
          {hotel.contact_phone && (
            <div>
              <dt>{t('hotels.detail.phone')}</dt>
              <dd>
                <a href={`tel:${hotel.contact_phone.replace(/\s+/g, '')}`} className="hfacts__phone">
                  <PhoneFill aria-hidden /> {hotel.contact_phone}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="section">
        <div className="section__title">{t('hotels.detail.address')}</div>
        {hotel.address && <p className="page-pad hdetail__text">{hotel.address}</p>}
        <HotelMap hotel={hotel} height={220} />
      </section>
    </div>
  );
}
