import type { TFunction } from 'i18next';
import type { MapMarker, MapWords } from './types';

/** The words of a MapWords block: `w('list')` → `'cityWalk.map.list'`. */
export const mapWordsOf = (block: string) => (key: keyof MapWords) => `${block}.${key}`;

/** A marker's label: "2. Old Quarter" when numbered, its title otherwise. */
export function markerLabel(t: TFunction, block: string, marker: MapMarker, index: number, numbered: boolean): string {
  return numbered ? t(mapWordsOf(block)('marker'), { n: index + 1, title: marker.title }) : marker.title;
}

/**
 * A position as words show it: 5 decimals (about a metre), named `latitude` and `longitude` for the words'
 * placeholders (`lng` is i18next's language option and cannot be one).
 */
export const formatPoint = (p: { lat: number; lng: number }) => ({ latitude: p.lat.toFixed(5), longitude: p.lng.toFixed(5) });
