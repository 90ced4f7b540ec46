import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { HOTEL, HOTEL_BEDS, HOTEL_FACILITIES } from '@haiwai/contracts/hotels/constants';
import { showToast } from '../../lib/feedback';
import { ApiError } from '../../lib/http';
import { pick } from '../../lib/kind-price';
import { useApp } from '../../stores/app-store';
import { Chips } from '../common/chips';
import { FieldInput, FieldTextArea } from '../common/field-input';
import { uploadImage } from '../common/upload';
import { UploaderAlt } from '../common/uploader-alt';
import { minorToTyped, typedToMinor } from './money';
import { useRoomWrites, type Room } from './queries';
import { ImageUploader, Popup } from '../common/lazy-parts';

interface Draft {
  name: string;
  price: string;
  weekend: string;
  inventory: string;
  maxGuests: string;
  bed: string;
  area: string;
  photos: ImageUploadItem[];
  facilities: string[];
  description: string;
}

function draftOf(room: Room | null, currency: string): Draft {
  return {
    name: room?.name ?? '',
    price: room ? minorToTyped(room.price, currency) : '',
    weekend: minorToTyped(room?.weekend_price, currency),
    inventory: room ? String(room.inventory) : '',
    maxGuests: room ? String(room.max_guests) : '2',
    bed: room?.bed ?? '',
    area: room?.area_sqm ? String(room.area_sqm) : '',
    photos: (room?.photos ?? []).map((url) => ({ url })),
    facilities: room?.facilities ?? [],
    description: room?.description ?? '',
  };
}

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

/** A room type's form, in a sheet: add (`room` null) or edit. Prices are typed in the area's currency. */
export function RoomForm({ hotelId, room, visible, onClose }: { hotelId: number; room: Room | null; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const currency = room?.currency ?? useApp.getState().basicConfig?.currency ?? 'USD';
  const [d, setD] = useState(() => draftOf(room, currency));
  const [error, setError] = useState('');
  const [shownFor, setShownFor] = useState<Room | null>(room);
  if (shownFor !== room) {
    setShownFor(room);
    setD(draftOf(room, currency));
    setError('');
  }
  const { save } = useRoomWrites();
  const edit = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));

  const submit = async () => {
    const price = typedToMinor(d.price, currency);
    const weekend = d.weekend.trim() ? typedToMinor(d.weekend, currency) : null;
    const inventory = whole(d.inventory);
    const problem = !d.name.trim()
      ? t('hotels.rooms.needName')
      : price === null || price <= 0 || (d.weekend.trim() && weekend === null)
        ? t('hotels.rooms.needPrice')
        : inventory === null
          ? t('hotels.rooms.needInventory')
          : d.photos.length === 0
            ? t('hotels.rooms.needPhoto')
            : '';
    setError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({
        ...(room ? { id: room.id } : {}),
        hotel_id: hotelId,
        name: d.name.trim(),
        description: d.description.trim(),
        price: price!,
        weekend_price: weekend,
        inventory: inventory!,
        max_guests: whole(d.maxGuests) ?? 2,
        area_sqm: whole(d.area),
        bed: d.bed || null,
        photos: d.photos.map((p) => p.url),
        facilities: d.facilities,
        status: room?.status ?? 'online',
        sort: room?.sort ?? 0,
      });
      showToast({ icon: 'success', content: t('hotels.rooms.saved') });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="hsheet hsheet--tall">
      <div data-testid="room-form">
        <div className="hsheet__title">{room ? t('hotels.rooms.edit') : t('hotels.rooms.add')}</div>
        <label className="hfield">
          <span>{t('hotels.rooms.fields.name')}</span>
          <FieldInput value={d.name} onChange={(name) => edit({ name })} maxLength={HOTEL.roomNameMax} placeholder={t('hotels.rooms.fields.namePlaceholder')} testId="room-name-input" />
        </label>
        <div className="hfield__row">
          <label className="hfield">
            <span>{t('hotels.rooms.fields.price', { currency })}</span>
            <FieldInput type="number" inputMode="decimal" value={d.price} onChange={(price) => edit({ price })} testId="room-price-input" />
          </label>
          <label className="hfield">
            <span>{t('hotels.rooms.fields.weekendPrice', { currency })}</span>
            <FieldInput type="number" inputMode="decimal" value={d.weekend} onChange={(weekend) => edit({ weekend })} placeholder={t('hotels.rooms.fields.weekendPlaceholder')} testId="room-weekend-input" />
          </label>
        </div>
        <div className="hfield__row">
          <label className="hfield">
            <span>{t('hotels.rooms.fields.inventory')}</span>
            <FieldInput type="number" inputMode="numeric" value={d.inventory} onChange={(inventory) => edit({ inventory })} testId="room-inventory-input" />
          </label>
          <label className="hfield">
            <span>{t('hotels.rooms.fields.maxGuests')}</span>
            <FieldInput type="number" inputMode="numeric" value={d.maxGuests} onChange={(maxGuests) => edit({ maxGuests })} testId="room-guests-input" />
          </label>
          <label className="hfield">
            <span>{t('hotels.rooms.fields.areaSqm')}</span>
            <FieldInput type="number" inputMode="numeric" value={d.area} onChange={(area) => edit({ area })} testId="room-area-input" />
          </label>
        </div>
        <div className="hfield">
          <span id="room-bed-label">{t('hotels.rooms.fields.bed')}</span>
          <Chips
            aria-labelledby="room-bed-label"
            options={Object.entries(HOTEL_BEDS).map(([value, label]) => ({ value, label: pick(label, lang) }))}
            value={d.bed ? [d.bed] : []}
            onChange={(v) => edit({ bed: v[0] ?? '' })}
            testId="room-bed"
          />
        </div>
        <div className="hfield">
          <span id="room-facilities-label">{t('hotels.rooms.fields.facilities')}</span>
          <Chips
            multiple
            aria-labelledby="room-facilities-label"
            options={Object.entries(HOTEL_FACILITIES).map(([value, label]) => ({ value, label: pick(label, lang) }))}
            value={d.facilities}
            onChange={(facilities) => edit({ facilities })}
            testId="room-facilities-input"
          />
        </div>
        <div className="hfield">
          <span>{t('hotels.rooms.fields.photos')}</span>
          <UploaderAlt alt={t('hotels.rooms.fields.photos')}>
            <ImageUploader value={d.photos} onChange={(photos) => edit({ photos })} maxCount={HOTEL.roomPhotosMax} accept="image/*" multiple upload={async (file) => ({ url: (await uploadImage(file)).url })} data-testid="room-photos" />
          </UploaderAlt>
        </div>
        <label className="hfield">
          <span>{t('hotels.rooms.fields.description')}</span>
          <FieldTextArea value={d.description} onChange={(description) => edit({ description })} maxLength={HOTEL.roomDescriptionMax} rows={3} showCount testId="room-description-input" />
        </label>
        {error && (
          <div className="hbook__error" role="alert" data-testid="room-form-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="room-save">
          {t('hotels.rooms.save')}
        </Button>
      </div>
    </Popup>
  );
}
