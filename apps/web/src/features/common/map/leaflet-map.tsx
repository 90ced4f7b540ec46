import { divIcon, latLngBounds, type LeafletEventHandlerFnMap, type Map as LeafletMapInstance, type Marker as LeafletMarker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { formatPoint, markerLabel, mapWordsOf } from './marker-label';
import type { MapMarker, MapPoint, MapTiles, MapViewProps } from './types';

type Props = MapViewProps & { tiles: MapTiles; numbered: boolean; height: number };

/** A marker drawn as a numbered pin (HTML, no image files): its number, or a dot when not numbered. */
function pinIcon(text: string, picked: boolean) {
  return divIcon({
    className: picked ? 'hw-map__pin hw-map__pin--picked' : 'hw-map__pin',
    html: `<span><b>${text}</b></span>`,
    iconSize: [28, 28],
    // The turned square's point, under its centre.
    iconAnchor: [14, 34],
  });
}

/**
 * Shows every marker (fit to their bounds), or the given centre when there is none; again whenever they change —
 * except in picker mode, where the view stays where the person put it while they place and move points.
 */
function FitToMarkers({ markers, center, zoom, once }: { markers: readonly MapPoint[]; center: MapPoint; zoom: number; once: boolean }) {
  const map = useMap();
  const key = once ? 'once' : markers.map((m) => `${m.lat},${m.lng}`).join(';');
  useEffect(() => {
    if (markers.length === 0) map.setView([center.lat, center.lng], zoom);
    else if (markers.length === 1) map.setView([markers[0]!.lat, markers[0]!.lng], Math.max(map.getZoom(), zoom));
    else map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.lng])), { padding: [32, 32], maxZoom: 16 });
    // Only when the points themselves change: a new array of the same points keeps the reader's view.
  }, [map, key]);
  return null;
}

/** Picker mode: a tap on the map is a position. */
function TapToPick({ onPick }: { onPick: (p: MapPoint) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function Pin({ marker, index, props }: { marker: MapMarker; index: number; props: Props }) {
  const { t } = useTranslation();
  const { numbered, picker, onSelect, words } = props;
  const label = markerLabel(t, words, marker, index, numbered);
  const icon = useMemo(() => pinIcon(numbered ? String(index + 1) : '', Boolean(picker) && !numbered), [numbered, index, picker]);
  const handlers: LeafletEventHandlerFnMap = {
    // Leaflet makes the pin a focusable button; name it for assistive technology and tests.
    add: (e) => {
      const el = (e.target as LeafletMarker).getElement();
      el?.setAttribute('aria-label', label);
      el?.setAttribute('data-marker-id', String(marker.id));
    },
    click: () => onSelect?.(marker.id),
    dragend: (e) => {
      const p = (e.target as LeafletMarker).getLatLng();
      picker?.onMove?.(marker.id, { lat: p.lat, lng: p.lng });
    },
  };
  return <Marker position={[marker.lat, marker.lng]} icon={icon} title={label} alt={label} draggable={Boolean(picker?.onMove)} eventHandlers={handlers} />;
}

/** The Leaflet half of MapView (map-view.tsx): tiles, pins, the route line, the picker's controls. */
export default function LeafletMap(props: Props) {
  const { t } = useTranslation();
  const { markers, tiles, route, picker, height, words } = props;
  const w = mapWordsOf(words);
  const [map, setMap] = useState<LeafletMapInstance | null>(null);
  const center = props.center ?? markers[0] ?? { lat: 0, lng: 0 };
  const zoom = props.zoom ?? (props.center || markers.length ? 13 : 2);
  const wrap = useRef<HTMLDivElement>(null);
  const last = picker && markers.length ? formatPoint(markers[markers.length - 1]!) : null;
  // Leaflet measures its box once; when the layout around it settles later (a header's text, a font), the box changes
  // size without a window resize, and the view would keep its top-left corner: the linked place drifts off the centre
  // and "use the map centre" picks another point. Told of every size change, Leaflet keeps the centre.
  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: true }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return (
    <div className="hw-map__frame" ref={wrap}>
      <MapContainer
        className="hw-map__box"
        style={{ height }}
        center={[center.lat, center.lng]}
        zoom={zoom}
        maxZoom={tiles.max_zoom}
        ref={setMap}
        attributionControl
        scrollWheelZoom={false}
      >
        <TileLayer url={tiles.tile_url} attribution={tiles.attribution} subdomains={tiles.subdomains || 'abc'} maxZoom={tiles.max_zoom} />
        <FitToMarkers markers={markers} center={center} zoom={zoom} once={Boolean(picker)} />
        {picker && <TapToPick onPick={picker.onPick} />}
        {route && markers.length > 1 && <Polyline positions={markers.map((m) => [m.lat, m.lng] as [number, number])} pathOptions={{ color: '#0958d9', weight: 4, opacity: 0.8 }} />}
        {markers.map((m, i) => (
          <Pin key={m.id} marker={m} index={i} props={props} />
        ))}
      </MapContainer>
      {picker && (
        <div className="hw-map__picker">
          <p className="hw-map__hint">{t(w('pickHint'))}</p>
          <button
            type="button"
            className="hw-map__centre"
            data-testid="map-use-centre"
            onClick={() => {
              if (!map) return;
              const c = map.getCenter();
              picker.onPick({ lat: c.lat, lng: c.lng });
            }}
          >
            {t(w('useCentre'))}
          </button>
          {last && (
            <p className="hw-map__picked" aria-live="polite" data-testid="map-picked">
              {t(w('picked'), last)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
