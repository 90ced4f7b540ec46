import type { PageLoader } from '../../shell/paths';
import { addressPaths } from './paths';

/** The spec's address screens (route table titles: manageAddress, manageAddressList). */
export const addressScreens: Record<string, PageLoader> = {
  [addressPaths.list]: () => import('./list-page').then((m) => m.AddressListPage),
  [addressPaths.edit]: () => import('./edit-page').then((m) => m.AddressEditPage),
};
