import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HotelCard } from '@haiwai/contracts/hotels';
import { imageUrl } from '../../lib/image-url';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import { Rating } from './rating';
import type { Stay } from './stay';

/** Rooms left at or under this show "only N left" on a card. */
const FEW_LEFT = 3;

/** One hotel of the list: photo, name and stars, rating, district and distance, the cheapest free room's nightly price. */
export function HotelCardView({ h, stay }: { h: HotelCard; stay: Stay }) {
  const { t } = useTranslation();
  const minor = useMinor();
  const place = [h.district_name, h.distance_km !== null ? t('hotels.list.distance', { km: h.distance_km.toFixed(1) }) : null].filter(Boolean).join(' · ');
  return (
    <Link to={hotelPaths.detail(h.id, stay)} className="hcard" data-testid={`hotel-card-${h.id}`}>
      <div className="hcard__cover">{h.cover ? <img src={imageUrl(h.cover, { preset: 'hotMerchant' }, h.site_area_id)} alt="" loading="lazy" /> : <span className="hcard__noimg" aria-hidden />}</div>
      <div className="hcard__body">
        <div className="hcard__title" data-testid="hotel-card-title">
          {h.title}
          {h.star ? <span className="hcard__star" aria-label={t('hotels.star', { count: h.star })}>{'★'.repeat(h.star)}</span> : null}
        </div>
        <Rating rating={h.rating} count={h.rating_count} />
        {place && <div className="hcard__place">{place}</div>}
        <div className="hcard__foot">
          {h.rooms_left !== null && h.rooms_left > 0 && h.rooms_left <= FEW_LEFT ? (
            <span className="hcard__left" data-testid="hotel-card-left">
              {t('hotels.list.left', { count: h.rooms_left })}
            </span>
          ) : (
            <span />
          )}
          {h.price_from !== null && (
            <span className="hcard__price" data-testid="hotel-card-price">
              <strong>{t('hotels.list.from', { price: minor(h.price_from, h.currency) })}</strong>
              <small>{t('hotels.list.perNight')}</small>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
