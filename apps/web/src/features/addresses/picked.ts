import type { ApiData } from '../../lib/contracts';

export type Address = ApiData<'addressInfo'>;
const PREFIX = 'hw_picked_address:';

/**
 * How the address list in select mode (`?select=1&key=…`) hands the chosen address back to the screen that opened
 * it, as the choose-location screen does with a position: stored under the opener's key in the tab's session
 * storage, taken (and forgotten) by the opener when it shows again.
 */
export function putPickedAddress(key: string, address: Address): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(address));
  } catch {
    // Storage refused: the opener simply finds no pick.
  }
}

export function takePickedAddress(key: string): Address | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    sessionStorage.removeItem(PREFIX + key);
    const a = JSON.parse(raw) as Partial<Address>;
    return typeof a.id === 'number' && typeof a.recipient === 'string' ? (a as Address) : null;
  } catch {
    return null;
  }
}
