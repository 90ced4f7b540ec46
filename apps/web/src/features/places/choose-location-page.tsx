import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGoBack } from '../../shell/navigation';
import { MapView, formatPoint, parsePoint, putPickedLocation, useAreaCentre, type MapPoint } from '../common/map';
import './places.css';

/**
 * /pagesA/system/choose-location — uni.chooseLocation as a page: tap the map (or use its centre) to place the
 * point, drag it to move it, name it, confirm. The answer goes to the kit's putPickedLocation under `key`, for the
 * screen that opened this one; `lat`/`lng`/`name`/`address` start from an earlier choice.
 */
export function ChooseLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const areaCentre = useAreaCentre();
  const [point, setPoint] = useState<MapPoint | null>(() => parsePoint(params.get('lat'), params.get('lng')));
  const [name, setName] = useState(params.get('name') ?? '');
  const [address, setAddress] = useState(params.get('address') ?? '');
  const [done, setDone] = useState(false);
  const markers = point ? [{ id: 'picked', title: name.trim() || t('places.chosenPoint'), ...point }] : [];
  const confirm = () => {
    if (!point) return;
    const key = params.get('key');
    if (key) {
      putPickedLocation(key, { ...point, name: name.trim(), address: address.trim() });
      goBack();
    } else setDone(true);
  };
  return (
    <div className="places" data-testid="choose-location">
      <MapView
        markers={markers}
        words="places.map"
        numbered={false}
        center={areaCentre}
        zoom={14}
        height={320}
        picker={{ onPick: setPoint, onMove: (_id, p) => setPoint(p) }}
        showList={false}
      />
      <div className="places__form">
        <label className="places__field">
          <span>{t('places.name')}</span>
          <Input value={name} onChange={setName} maxLength={60} placeholder={t('places.namePlaceholder')} data-testid="location-name" />
        </label>
        <label className="places__field">
          <span>{t('places.address')}</span>
          <Input value={address} onChange={setAddress} maxLength={200} placeholder={t('places.addressPlaceholder')} data-testid="location-address" />
        </label>
        <p className="places__coords" data-testid="chosen-coords">
          {point ? t('places.coords', formatPoint(point)) : t('places.noPoint')}
        </p>
        {done && point && (
          <p className="places__done" role="status" data-testid="location-chosen">
            {t('places.chosen', formatPoint(point))}
          </p>
        )}
        <Button block color="primary" disabled={!point} onClick={confirm} data-testid="confirm-location">
          {t('places.confirm')}
        </Button>
      </div>
    </div>
  );
}
