import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { EmptyBlock } from '../common/empty-block';
import { OnceOpened } from '../common/once-opened';
import { QueryState } from '../common/query-state';
import { useLoginFirst } from '../common/use-login-first';
import { useListingInfo } from '../listings';
import { useStay } from './use-stay';
import { Gallery } from './gallery';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import { useRoom, type Room } from './queries';
import { useFacilityNames, useRoomFacts } from './room-row';
import { StayBar } from './stay-bar';
import '../listings/detail-bar.css';
import './hotels.css';

const BookingSheet = lazy(() => import('./booking-sheet').then((m) => ({ default: m.BookingSheet })));

/** /pagesA/hotel/house?id= — one room type: photos, facts, every facility, prices, the chosen stay's total and rooms left, "book". */
export function RoomTypePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const [stay] = useStay();
  const room = useRoom(id, stay);
  if (!id) return <EmptyBlock title={t('hotels.room.notFound')} testId="room-not-found" />;
  return (
    <QueryState isPending={room.isPending} error={room.error} onRetry={() => void room.refetch()}>
      {room.data && <RoomType room={room.data} />}
    </QueryState>
  );
}

function RoomType({ room }: { room: Room }) {
  const { t } = useTranslation();
  const [stay, setStay] = useStay();
  const hotel = useListingInfo('hotel', room.hotel_id);
  const minor = useMinor();
  const facts = useRoomFacts();
  const facilities = useFacilityNames()(room.facilities);
  const loginFirst = useLoginFirst();
  const [open, setOpen] = useState(false);
  const q = room.quote;
  const soldOut = q ? !q.available || q.left <= 0 : false;
  const siteAreaId = hotel.data?.site_area_id ?? 0;
  return (
    <div className="hdetail hdetail--bar" data-testid="room-page">
      <Gallery photos={room.photos} siteAreaId={siteAreaId} testId="room-gallery" />
      <section className="section">
        <div className="page-pad">
          <h1 className="hhead__title" data-testid="room-title">
            {room.name}
          </h1>
          <div className="muted">{facts(room)}</div>
          <div className="hroom__prices">
            <span>{t('hotels.room.perNight', { price: minor(room.price, room.currency) })}</span>
            {room.weekend_price !== null && <span className="muted">{t('hotels.room.weekend', { price: minor(room.weekend_price, room.currency) })}</span>}
          </div>
        </div>
        {hotel.data && (
          <Link to={hotelPaths.detail(room.hotel_id, stay)} className="hhead__about" data-testid="room-hotel-link">
            <span>{hotel.data.title}</span>
            <RightOutline aria-hidden />
          </Link>
        )}
      </section>
      <section className="section">
        <StayBar stay={stay} onChange={setStay} />
        {q && (
          <div className="hquote" data-testid="room-quote">
            <span>{t('hotels.room.total', { nights: q.nights.length })}</span>
            <strong data-testid="room-total">{minor(q.amount, q.currency)}</strong>
            {soldOut ? (
              <span className="hroom__soldout" data-testid="room-sold-out">
                {t('hotels.room.soldOutHint')}
              </span>
            ) : (
              <span className="hroom__left" data-testid="room-left">
                {t('hotels.room.left', { count: q.left })}
              </span>
            )}
          </div>
        )}
      </section>
      {facilities.length > 0 && (
        <section className="section">
          <div className="section__title">{t('hotels.room.facilities')}</div>
          <div className="page-pad hroom__chips" data-testid="room-facilities">
            {facilities.map((n) => (
              <span key={n} className="hchip">
                {n}
              </span>
            ))}
          </div>
        </section>
      )}
      {room.description && (
        <section className="section">
          <div className="section__title">{t('hotels.room.description')}</div>
          <p className="page-pad hdetail__text">{room.description}</p>
        </section>
      )}
      {!room.is_owner && (
        <div className="bottom-bar">
          <button type="button" className="hbar__book" disabled={soldOut || room.status !== 'online'} onClick={() => loginFirst() && setOpen(true)} data-testid="room-page-book">
            {soldOut ? t('hotels.room.soldOut') : t('hotels.room.book')}
          </button>
        </div>
      )}
      <OnceOpened open={open}>
        <BookingSheet hotelTitle={hotel.data?.title ?? ''} room={room} stay={stay} visible={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </div>
  );
}
