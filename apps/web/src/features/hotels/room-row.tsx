import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOTEL_BEDS, HOTEL_FACILITIES } from '@haiwai/contracts/hotels/constants';
import { pick } from '../../lib/kind-price';
import { imageUrl } from '../../lib/image-url';
import { useApp } from '../../stores/app-store';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import type { Room } from './queries';
import type { Stay } from './stay';

/** A room type's bed, size and capacity as one line ("大床 · 28㎡ · 可住 2 人"). */
export function useRoomFacts() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  return (r: Pick<Room, 'bed' | 'area_sqm' | 'max_guests'>) =>
    [r.bed && HOTEL_BEDS[r.bed] ? pick(HOTEL_BEDS[r.bed]!, lang) : null, r.area_sqm ? t('hotels.room.area', { sqm: r.area_sqm }) : null, t('hotels.room.capacity', { count: r.max_guests })].filter(Boolean).join(' · ');
}

export function useFacilityNames() {
  const lang = useApp((s) => s.lang);
  return (codes: readonly string[]) => codes.filter((c) => HOTEL_FACILITIES[c]).map((c) => pick(HOTEL_FACILITIES[c]!, lang));
}

/** One room type on a hotel's page: photo, name, facts, first facilities, the stay's price and rooms left, and "book". */
export function RoomRow({ room, stay, onBook }: { room: Room; stay: Stay; onBook(room: Room): void }) {
  const { t } = useTranslation();
  const minor = useMinor();
  const facts = useRoomFacts();
  const names = useFacilityNames()(room.facilities).slice(0, 3);
  const q = room.quote;
  const soldOut = q ? !q.available || q.left <= 0 : false;
  return (
    <div className={soldOut ? 'hroom hroom--soldout' : 'hroom'} data-testid={`room-${room.id}`}>
      <Link to={hotelPaths.house(room.id, stay)} className="hroom__main">
        <div className="hroom__cover">{room.cover ? <img src={imageUrl(room.cover, { preset: 'searchList' }, null)} alt="" loading="lazy" /> : <span aria-hidden />}</div>
        <div className="hroom__body">
          <div className="hroom__name" data-testid="room-name">
            {room.name}
          </div>
          <div className="hroom__facts">{facts(room)}</div>
          {names.length > 0 && (
            <div className="hroom__chips">
              {names.map((n) => (
                <span key={n} className="hchip">
                  {n}
                </span>
              ))}
            </div>
          )}
        </div>
      </Link>
      <div className="hroom__side">
        {q ? (
          <>
            <span className="hroom__nights">{t('hotels.room.total', { nights: q.nights.length })}</span>
            <strong className="hroom__price" data-testid="room-total">
              {minor(q.amount, q.currency)}
            </strong>
          </>
        ) : (
          <strong className="hroom__price">{t('hotels.room.perNight', { price: minor(room.price, room.currency) })}</strong>
        )}
        {soldOut ? (
          <span className="hroom__soldout" data-testid="room-sold-out">
            {t('hotels.room.soldOut')}
          </span>
        ) : (
          <>
            {q && q.left <= 5 && (
              <span className="hroom__left" data-testid="room-left">
                {t('hotels.room.left', { count: q.left })}
              </span>
            )}
            <button type="button" className="hroom__book" onClick={() => onBook(room)} data-testid="room-book">
              {t('hotels.room.book')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
