import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';
import { markerLabel, mapWordsOf } from './marker-label';
import { useMapTiles } from './tiles';
import type { MapViewProps } from './types';
import './map-view.css';

/** Leaflet and its style sheet: a chunk of their own, loaded when a map is first drawn (never in the entry). */
const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * The shared map (docs/maps.md): markers numbered in order, an optional route line through them, fitted to show them
 * all; in picker mode a tap places a position. Beside it, an ordered list of the markers (buttons, keyboard and
 * screen readers' way through the map), drawn at once while Leaflet loads.
 */
export function MapView(props: MapViewProps) {
  const { t } = useTranslation();
  const { markers, words, numbered = true, height = 260, showList = true, onSelect, className } = props;
  const w = mapWordsOf(words);
  const tiles = useMapTiles();
  const box = (
    <div className="hw-map__box hw-map__box--loading" style={{ height }}>
      <Spinner label={t(w('loading'))} />
    </div>
  );
  return (
    <section className={className ? `hw-map ${className}` : 'hw-map'} aria-label={t(w('region'))} data-testid="map">
      {tiles.data ? (
        <Suspense fallback={box}>
          <LeafletMap {...props} numbered={numbered} height={height} tiles={tiles.data} />
        </Suspense>
      ) : (
        box
      )}
      {markers.length > 0 && (
        <div className={showList ? 'hw-map__list' : 'hw-map__list hw-map__list--hidden'}>
          <h3 className="hw-map__list-title">{t(w('list'))}</h3>
          <ol data-testid="map-markers">
            {markers.map((m, i) => (
              <li key={m.id}>
                <button type="button" className="hw-map__item" data-marker-id={String(m.id)} onClick={() => onSelect?.(m.id)}>
                  {markerLabel(t, words, m, i, numbered)}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
