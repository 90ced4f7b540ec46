import { useTranslation } from 'react-i18next';
import { TRAVEL } from '@haiwai/contracts/travel/constants';
import { MapView, useAreaCentre, type MapPoint } from '../common/map';

export interface DraftStop {
  key: number;
  name: string;
  lat: number;
  lng: number;
  note: string;
}

let nextKey = 1;
export const newStop = (p: MapPoint, name: string): DraftStop => ({ key: nextKey++, name, lat: p.lat, lng: p.lng, note: '' });

/**
 * The stops of a walk, in order: a tap on the map adds one (dragging a pin moves it), each is named and may be
 * moved up or down or removed in the list; the map numbers them and draws the route as it will show.
 */
export function StopsEditor({ stops, onChange }: { stops: DraftStop[]; onChange(stops: DraftStop[]): void }) {
  const { t } = useTranslation();
  const centre = useAreaCentre();
  const full = stops.length >= TRAVEL.stopsMax;
  const add = (p: MapPoint) => !full && onChange([...stops, newStop(p, t('cityWalk.add.stopName', { n: stops.length + 1 }))]);
  const patch = (key: number, change: Partial<DraftStop>) => onChange(stops.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...stops];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <div className="cwalk-stops" data-testid="stops-editor">
      <MapView
        markers={stops.map((s) => ({ id: s.key, lat: s.lat, lng: s.lng, title: s.name }))}
        words="cityWalk.map"
        route
        center={centre}
        zoom={14}
        height={300}
        showList={false}
        picker={{ onPick: add, onMove: (id, p) => patch(Number(id), p) }}
      />
      {full && <p className="cwalk-stops__full">{t('cityWalk.add.stopsFull', { max: TRAVEL.stopsMax })}</p>}
      <ol className="cwalk-stops__list" data-testid="stops-list">
        {stops.map((s, i) => (
          <li key={s.key} className="cwalk-stops__item">
            <span className="cwalk-detail__num" aria-hidden="true">
              {i + 1}
            </span>
            <input
              className="cwalk-stops__name"
              value={s.name}
              maxLength={TRAVEL.stopNameMax}
              aria-label={t('cityWalk.add.stopNameLabel', { n: i + 1 })}
              onChange={(e) => patch(s.key, { name: e.target.value })}
              data-testid={`stop-name-${i + 1}`}
            />
            <button type="button" className="cwalk-stops__btn" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('cityWalk.add.moveUp', { n: i + 1 })}>
              ↑
            </button>
            <button type="button" className="cwalk-stops__btn" disabled={i === stops.length - 1} onClick={() => move(i, 1)} aria-label={t('cityWalk.add.moveDown', { n: i + 1 })}>
              ↓
            </button>
            <button type="button" className="cwalk-stops__btn" onClick={() => onChange(stops.filter((x) => x.key !== s.key))} aria-label={t('cityWalk.add.remove', { n: i + 1 })} data-testid={`stop-remove-${i + 1}`}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
