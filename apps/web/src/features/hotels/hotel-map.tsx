import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapView } from '../common/map';
import type { HotelDetail } from './comments';

const OPEN_LOCATION = '/pagesA/system/open-location';

/** The hotel's address on the shared map, with a link to the full-screen map; nothing when it has no coordinates. */
export function HotelMap({ hotel, height = 180 }: { hotel: Pick<HotelDetail, 'id' | 'title' | 'address' | 'latitude' | 'longitude'>; height?: number }) {
  const { t } = useTranslation();
  if (hotel.latitude === null || hotel.longitude === null) return null;
  const q = new URLSearchParams({ lat: String(hotel.latitude), lng: String(hotel.longitude), name: hotel.title, address: hotel.address ?? '' });
  return (
    <div className="hmap" data-testid="hotel-map">
      <MapView markers={[{ id: hotel.id, lat: hotel.latitude, lng: hotel.longitude, title: hotel.title }]} words="hotels.map" numbered={false} zoom={15} height={height} showList={false} />
      <Link className="hmap__open" to={`${OPEN_LOCATION}?${q.toString()}`} data-testid="hotel-map-open">
        {t('hotels.detail.map')}
      </Link>
    </div>
  );
}
