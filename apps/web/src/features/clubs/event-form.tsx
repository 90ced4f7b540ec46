import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { CLUB } from '@haiwai/contracts/clubs/constants';
import { ApiError } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { MapView, useAreaCentre, type MapPoint } from '../common/map';
import { useSaveEvent, type ClubEvent } from './queries';
import { Popup } from '../common/lazy-parts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the `date` and `time` inputs show it, in the phone's time. */
function partsOf(seconds: number | undefined) {
  const d = seconds ? new Date(seconds * 1000) : new Date(Date.now() + 7 * 86_400_000);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: seconds ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : '19:00' };
}

/** The owner's event: name, when, place (a point picked on the shared map, optional), places. */
export function EventForm({ clubId, event, visible, onClose }: { clubId: number; event: ClubEvent | null; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveEvent();
  const start = partsOf(event?.starts_at);
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [place, setPlace] = useState(event?.place ?? '');
  const [point, setPoint] = useState<MapPoint | null>(event && event.lat !== null && event.lng !== null ? { lat: event.lat, lng: event.lng } : null);
  const [capacity, setCapacity] = useState(String(event?.capacity ?? 20));
  const [error, setError] = useState('');
  const submit = async () => {
    const at = Math.floor(new Date(`${date}T${time}`).getTime() / 1000);
    const places = Number(capacity);
    const problem =
      title.trim().length < 2 ? 'club.eventForm.title' : !Number.isFinite(at) ? 'club.eventForm.date' : place.trim().length < 2 ? 'club.eventForm.place' : !Number.isInteger(places) || places < 1 || places > CLUB.capacityMax ? 'club.eventForm.capacity' : '';
    if (problem) return setError(t('club.eventForm.fix', { field: t(problem) }));
    if (at * 1000 <= Date.now()) return setError(t('club.eventForm.future'));
    setError('');
    try {
      await save.mutateAsync({ ...(event ? { id: event.id } : {}), club_id: clubId, title: title.trim(), description: description.trim(), starts_at: at, place: place.trim(), capacity: places, ...(point ? { lat: point.lat, lng: point.lng } : {}) });
      showToast({ icon: 'success', content: t('club.eventForm.saved') });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="ce-sheet" destroyOnClose>
      <div data-testid="club-event-form">
        <div className="ce-sheet__title">{event ? t('club.eventForm.editTitle') : t('club.eventForm.newTitle')}</div>
        <label className="ce-field">
          <span>{t('club.eventForm.title')}</span>
          <input value={title} maxLength={CLUB.eventTitleMax} onChange={(e) => setTitle(e.target.value)} data-testid="club-event-title" />
        </label>
        <div className="ce-row">
          <label className="ce-field">
            <span>{t('club.eventForm.date')}</span>
            <input type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="club-event-date" />
          </label>
          <label className="ce-field">
            <span>{t('club.eventForm.time')}</span>
            <input type="time" value={time} onChange={(e) => setTime(e.target.value)} data-testid="club-event-time" />
          </label>
        </div>
        <div className="ce-row">
          <label className="ce-field">
            <span>{t('club.eventForm.place')}</span>
            <input value={place} maxLength={CLUB.placeMax} onChange={(e) => setPlace(e.target.value)} data-testid="club-event-place" />
          </label>
          <label className="ce-field">
            <span>{t('club.eventForm.capacity')}</span>
            <input inputMode="numeric" value={capacity} onChange={(e) => setCapacity(e.target.value)} data-testid="club-event-capacity" />
          </label>
        </div>
        <PointField point={point} title={place || t('club.eventForm.place')} onChange={setPoint} />
        <div className="ce-field">
          <span>{t('club.eventForm.description')}</span>
          <TextArea value={description} onChange={setDescription} maxLength={CLUB.eventTextMax} rows={3} aria-label={t('club.eventForm.description')} data-testid="club-event-description" />
        </div>
        {error && (
          <div className="ce-error" role="alert" data-testid="club-event-error">
            {error}
          </div>
        )}
        <Button block color="primary" shape="rounded" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="club-event-submit">
          {t('club.eventForm.submit')}
        </Button>
      </div>
    </Popup>
  );
}

/** The place's point on the shared map: a tap places it, a drag moves it, a button clears it. */
function PointField({ point, title, onChange }: { point: MapPoint | null; title: string; onChange(p: MapPoint | null): void }) {
  const { t } = useTranslation();
  const centre = useAreaCentre();
  return (
    <div className="ce-field">
      <span>{t('club.eventForm.point')}</span>
      <MapView markers={point ? [{ id: 'place', ...point, title }] : []} words="club.map" numbered={false} height={200} showList={false} center={centre} picker={{ onPick: onChange, onMove: (_id, p) => onChange(p) }} />
      {point && (
        <button type="button" className="ce-link" onClick={() => onChange(null)}>
          {t('club.eventForm.clearPoint')}
        </button>
      )}
    </div>
  );
}
