import type { PageLoader } from './route-table';
import { adminScreens } from '../features/admin/screens';
import { listingScreens } from '../features/listings/screens';

/**
 * Features list their screens (spec path → lazy loader) in their own `screens.ts`; the route table takes
 * a screen from here for every spec path that has one (the rest show the shared "not available" page).
 * Adding a feature's screens is one line below, never an edit of the route table.
 */
export const featureScreens: Record<string, PageLoader> = {
  ...listingScreens,
  ...adminScreens,
};
