import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyBlock } from '../common/empty-block';
import { QueryState } from '../common/query-state';
import { useListingInfo } from '../listings';
import type { HotelDetail } from './comments';
import { hotelPaths } from './paths';

/** The hotel of the address (`?id=`), loading, failed or not found, handed to `render` once here (hotel, about). */
export function HotelFromAddress({ render }: { render(hotel: HotelDetail): ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const info = useListingInfo('hotel', id);
  if (!id) return <EmptyBlock title={t('hotels.detail.notFound')} testId="hotel-not-found" />;
  return (
    <QueryState isPending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
      {info.data && render(info.data as HotelDetail)}
    </QueryState>
  );
}

/** The owner's ways from a hotel: its edit form, its orders, its room types. */
export function OwnerLinks({ hotelId, testIdPrefix }: { hotelId: number; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link className="pill-button" to={hotelPaths.release(hotelId)} data-testid={`${testIdPrefix}-edit`}>
        {t('hotels.manage.edit')}
      </Link>
      <Link className="pill-button" to={hotelPaths.hotelOrders(hotelId)} data-testid={`${testIdPrefix}-orders`}>
        {t('hotels.manage.orders')}
      </Link>
      <Link className="pill-button pill-button--primary" to={hotelPaths.rooms(hotelId)} data-testid={`${testIdPrefix}-rooms`}>
        {t('hotels.manage.rooms')}
      </Link>
    </>
  );
}
