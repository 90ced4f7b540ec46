import { useApp } from '../../../stores/app-store';
import type { MapPoint } from './types';

/** The current area's centre (its city, from the basic config): where a map with nothing on it looks. */
export function useAreaCentre(): MapPoint | undefined {
  const area = useApp((s) => s.basicConfig?.site_area);
  return area ? { lat: area.latitude, lng: area.longitude } : undefined;
}

/** A position from two texts (a page's query), or null unless both are numbers in range. */
export function parsePoint(lat: string | null, lng: string | null): MapPoint | null {
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const p = { lat: Number(lat), lng: Number(lng) };
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 ? p : null;
}
