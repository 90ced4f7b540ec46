import type { PageLoader } from './route-table';
import { adminScreens } from '../features/admin/screens';
import { listingScreens } from '../features/listings/screens';
import { carScreens } from '../features/cars/screens';
import { companyScreens } from '../features/companies/screens';
import { jobScreens } from '../features/jobs/screens';

/**
 * Features list their screens (spec path → lazy loader) in their own `screens.ts`; the route table takes
 * a screen from here for every spec path that has one (the rest show the shared "not available" page).
 * Adding a feature's screens is one line below, never an edit of the route table.
 */
export const featureScreens: Record<string, PageLoader> = {
  ...listingScreens,
  // After the listing screens: these take a few of their paths over (car detail, car-rental home, company page).
  ...carScreens,
  ...companyScreens,
  ...jobScreens,
  ...adminScreens,
};
