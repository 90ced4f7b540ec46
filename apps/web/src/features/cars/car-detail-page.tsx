import { lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import { loginUrl } from '../../shell/navigation';
import { useSession } from '../../stores/session-store';
import { useListingInfo } from '../listings';
import { listingScreen } from '../listings/pages';
import { OnceOpened } from '../common/once-opened';
import { APPOINTMENTS_PATH } from './queries';
import '../listings/detail-bar.css';
import './cars.css';

/** The booking form loads when first opened: its sheet brings antd-mobile's animation library. */
const BookingSheet = lazy(() => import('./booking-sheet').then((m) => ({ default: m.BookingSheet })));

/**
 * A car's detail: the generic listing detail, plus the booking bar above its contact bar (a viewing for a car
 * for sale, a rental period for a car for rent). The owner gets a link to the car's bookings instead.
 * The listing is read through the generic page's own query (same cache entry), so nothing is fetched twice.
 */
function makeCarDetail(variant?: 'rent'): ComponentType {
  const Generic = listingScreen('car', 'detail', variant);
  return function CarDetail() {
    const [search] = useSearchParams();
    const id = Number(search.get('id')) || 0;
    const info = useListingInfo('car', id);
    return (
      <>
        <Generic />
        {info.data && !info.data.deleted && <BookingBar car={info.data} />}
      </>
    );
  };
}

function BookingBar({ car }: { car: NonNullable<ReturnType<typeof useListingInfo>['data']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const [open, setOpen] = useState(false);
  const live = car.status === 'on-sale' && !car.expired;
  const rental = (car as Record<string, unknown>).deal === 'rent';
  if (car.is_owner) {
    return (
      <>
        <div className="cbook-spacer" />
        <div className="cbook cbook--owner">
          <button type="button" className="cbook__btn cbook__btn--ghost" onClick={() => navigate(`${APPOINTMENTS_PATH}?tab=owner`)} data-testid="car-owner-bookings">
            <CalendarOutline /> {t('cars.book.bookingsOfCar')}
          </button>
        </div>
      </>
    );
  }
  if (!live) return null;
  const onOpen = () => (loggedIn ? setOpen(true) : navigate(loginUrl(location.pathname + location.search)));
  return (
    <>
      <div className="cbook-spacer" />
      <div className="cbook">
        <button type="button" className="cbook__btn" onClick={onOpen} data-testid="car-book">
          <CalendarOutline /> {rental ? t('cars.book.rental') : t('cars.book.viewing')}
        </button>
      </div>
      {loggedIn && (
        <OnceOpened open={open}>
          <BookingSheet car={car} visible={open} onClose={() => setOpen(false)} />
        </OnceOpened>
      )}
    </>
  );
}

export const CarDetailPage = makeCarDetail();
export const RentalDetailPage = makeCarDetail('rent');
