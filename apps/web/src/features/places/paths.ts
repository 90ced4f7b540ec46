/** Links to the location screens: `key` names where the chooser leaves its answer (the kit's putPickedLocation / takePickedLocation). */
export const CHOOSE_LOCATION_PATH = '/pagesA/system/choose-location';
export const OPEN_LOCATION_PATH = '/pagesA/system/open-location';

export function openLocationUrl(p: { lat: number; lng: number; name?: string; address?: string }): string {
  const q = new URLSearchParams({ lat: String(p.lat), lng: String(p.lng) });
  if (p.name) q.set('name', p.name);
  if (p.address) q.set('address', p.address);
  return `${OPEN_LOCATION_PATH}?${q.toString()}`;
}
