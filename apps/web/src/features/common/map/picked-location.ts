/** A position chosen on the choose-location screen, with the name and address given to it. */
export interface PickedLocation {
  lat: number;
  lng: number;
  name: string;
  address: string;
}

const PREFIX = 'hw_picked_location:';

/**
 * How the choose-location screen hands its answer back (uni.chooseLocation's success): the opening screen names a
 * key (`/pagesA/system/choose-location?key=…`), the chooser stores the position under it and goes back, and the
 * opener takes it when it shows again. In the tab's session storage: a pick belongs to this visit, and survives the
 * opener being reloaded.
 */
export function putPickedLocation(key: string, pick: PickedLocation): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(pick));
  } catch {
    // Storage full or refused (private mode): the opener simply finds no pick.
  }
}

/** The pick stored under `key`, forgotten as it is read; null when there is none (or it is not a position). */
export function takePickedLocation(key: string): PickedLocation | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    sessionStorage.removeItem(PREFIX + key);
    const p = JSON.parse(raw) as Partial<PickedLocation>;
    if (typeof p.lat !== 'number' || typeof p.lng !== 'number') return null;
    return { lat: p.lat, lng: p.lng, name: String(p.name ?? ''), address: String(p.address ?? '') };
  } catch {
    return null;
  }
}
