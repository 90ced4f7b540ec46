import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../shell/icons';
import { useGoBack } from '../../shell/navigation';
import { StatusView } from '../../shell/status-view';
import { MapView, formatPoint, parsePoint } from '../common/map';
import './places.css';

/**
 * /pagesA/system/open-location?lat=&lng=&name=&address= — uni.openLocation as a page: the place on the map with its
 * name and address, and a link to open it in OpenStreetMap (whence a phone offers its map apps).
 */
export function OpenLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const point = parsePoint(params.get('lat'), params.get('lng'));
  if (!point) {
    return (
      <StatusView
        testId="location-invalid"
        icon={<Icon name="QuestionCircleOutline" />}
        title={t('places.invalidTitle')}
        text={t('places.invalidText')}
        actions={[{ label: t('places.back'), onClick: goBack, primary: true }]}
      />
    );
  }
  const name = params.get('name')?.trim() || t('places.chosenPoint');
  const address = params.get('address')?.trim() ?? '';
  const c = formatPoint(point);
  const osm = `https://www.openstreetmap.org/?mlat=${c.latitude}&mlon=${c.longitude}#map=17/${c.latitude}/${c.longitude}`;
  return (
    <div className="places" data-testid="open-location">
      <MapView markers={[{ id: 'place', title: name, ...point }]} words="places.map" numbered={false} zoom={16} height={360} showList={false} />
      <div className="places__card">
        <h2 className="places__name" data-testid="location-title">
          {name}
        </h2>
        {address && <p className="places__address">{address}</p>}
        <p className="places__coords">{t('places.coords', c)}</p>
        <a className="places__open" href={osm} target="_blank" rel="noopener noreferrer" data-testid="open-in-osm">
          {t('places.openInMaps')}
        </a>
      </div>
    </div>
  );
}
