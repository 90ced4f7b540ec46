import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { CommentThread, useCommentComposer } from '../common/comments';
import { EmptyBlock } from '../common/empty-block';
import { OnceOpened } from '../common/once-opened';
import { QueryState } from '../common/query-state';
import { useLoginFirst } from '../common/use-login-first';
import { hotelComments, type HotelDetail } from './comments';
import { Gallery } from './gallery';
import { HotelFromAddress, OwnerLinks } from './hotel-screen';
import { HotelMap } from './hotel-map';
import { hotelPaths } from './paths';
import { useHotelTags, useRooms, type Room } from './queries';
import { Rating } from './rating';
import { RoomRow } from './room-row';
import type { Stay } from './stay';
import { useStay } from './use-stay';
import { StayBar } from './stay-bar';
import '../articles/articles.css';
import './hotels.css';

/** The booking form loads when first opened (its sheet brings antd-mobile's animation library). */
const BookingSheet = lazy(() => import('./booking-sheet').then((m) => ({ default: m.BookingSheet })));

/** /pagesA/hotel/detail?id= — photos, rating, tags, address on the map, room types for the chosen nights, reviews. */
export function HotelDetailPage() {
  return <HotelFromAddress render={(hotel) => <Detail hotel={hotel} />} />;
}

function Detail({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stay, setStay] = useStay();
  const loggedIn = useSession((s) => Boolean(s.token));
  const loginFirst = useLoginFirst();
  const [booking, setBooking] = useState<Room | null>(null);
  const composer = useCommentComposer(hotelComments, hotel.id);
  useEffect(() => useApp.getState().setMeta({ title: hotel.title }), [hotel.title]);
  const book = (room: Room) => {
    if (loginFirst()) setBooking(room);
  };
  return (
    <div className="hdetail" data-testid="hotel-detail">
      <Gallery photos={hotel.images} siteAreaId={hotel.site_area_id} />
      <HotelHead hotel={hotel} />
      {hotel.is_owner && <OwnerPanel hotel={hotel} />}
      <section className="section">
        <StayBar stay={stay} onChange={setStay} />
      </section>
      <RoomsSection hotel={hotel} stay={stay} onBook={book} />
      {hotel.latitude !== null && hotel.longitude !== null && (
        <section className="section" data-testid="hotel-location">
          <div className="section__title">{t('hotels.detail.location')}</div>
          <HotelMap hotel={hotel} />
        </section>
      )}
      <section className="section hdetail__reviews" data-testid="hotel-reviews">
        <div className="section__title">{t('hotels.comment.title', { count: hotel.rating_count ?? 0 })}</div>
        <CommentThread of={hotelComments} targetId={hotel.id} owner={hotel.is_owner} onReply={(to) => (to ? composer.open(to) : loggedIn ? navigate(hotelPaths.orders) : loginFirst())} />
      </section>
      {composer.view}
      <OnceOpened open={booking !== null}>
        {booking && <BookingSheet hotelTitle={hotel.title} room={booking} stay={stay} visible={booking !== null} onClose={() => setBooking(null)} />}
      </OnceOpened>
    </div>
  );
}

/** Name and stars, rating, tags, the address on the map, a link to the hotel's page. */
function HotelHead({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  const tags = useHotelTags();
  const names = hotel.tags.map((code) => tags.data?.find((x) => x.code === code)?.name).filter((x): x is string => Boolean(x));
  return (
    <section className="section hhead">
      <div className="page-pad">
        <h1 className="hhead__title" data-testid="hotel-title">
          {hotel.title}
          {hotel.star ? <span className="hcard__star" aria-label={t('hotels.star', { count: hotel.star })}>{'★'.repeat(hotel.star)}</span> : null}
        </h1>
        <Rating rating={hotel.rating ?? null} count={hotel.rating_count ?? 0} large />
        {names.length > 0 && (
          <div className="hroom__chips" data-testid="hotel-tags">
            {names.map((n) => (
              <span key={n} className="hchip hchip--tag">
                {n}
              </span>
            ))}
          </div>
        )}
        {hotel.address && (
          <div className="hhead__address">
            <EnvironmentOutline aria-hidden /> <span data-testid="hotel-address">{hotel.address}</span>
          </div>
        )}
      </div>
      <Link to={hotelPaths.about(hotel.id)} className="hhead__about" data-testid="hotel-about-link">
        <span>{t('hotels.detail.about')}</span>
        {hotel.check_in_time || hotel.check_out_time ? <span className="muted">{t('hotels.detail.times', { in: hotel.check_in_time || '—', out: hotel.check_out_time || '—' })}</span> : null}
        <RightOutline aria-hidden />
      </Link>
    </section>
  );
}

/** The owner's way to the hotel's room types, orders and edit form. */
function OwnerPanel({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  return (
    <section className="section" data-testid="hotel-owner">
      <div className="section__title">{t('hotels.detail.owner')}</div>
      <div className="page-pad hactions">
        <OwnerLinks hotelId={hotel.id} testIdPrefix="owner" />
      </div>
    </section>
  );
}

function RoomsSection({ hotel, stay, onBook }: { hotel: HotelDetail; stay: Stay; onBook(room: Room): void }) {
  const { t } = useTranslation();
  const rooms = useRooms(hotel.id, stay, stay.guests);
  return (
    <section className="section" data-testid="hotel-rooms">
      <div className="section__title">{t('hotels.detail.rooms')}</div>
      <div className="hdetail__hint muted">{t('hotels.detail.roomsHint')}</div>
      <QueryState isPending={rooms.isPending} error={rooms.error} onRetry={() => void rooms.refetch()}>
        {rooms.data && rooms.data.list.length === 0 ? (
          <EmptyBlock title={t('hotels.detail.noRooms')} testId="rooms-empty" />
        ) : (
          <div className="hrooms">
            {rooms.data?.list.map((r) => (
              <RoomRow key={r.id} room={r} stay={stay} onBook={onBook} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
