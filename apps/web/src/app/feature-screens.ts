import { mergeScreens } from './screen-merge';
import { adminScreens } from '../features/admin/screens';
import { listingScreens } from '../features/listings/screens';
import { carScreens, carTakesOver } from '../features/cars/screens';
import { companyScreens, companyTakesOver } from '../features/companies/screens';
import { jobScreens, jobTakesOver } from '../features/jobs/screens';

/**
 * Features list their screens (spec path → lazy loader) in their own `screens.ts`; the route table takes
 * a screen from here for every spec path that has one (the rest show the shared "not available" page).
 * Adding a feature's screens is one line below, never an edit of the route table. A path declared twice
 * throws (see screen-merge.ts) unless the later feature declares that it takes it over.
 */
export const featureScreens = mergeScreens([
  { feature: 'listings', screens: listingScreens },
  { feature: 'cars', screens: carScreens, takesOver: carTakesOver },
  { feature: 'companies', screens: companyScreens, takesOver: companyTakesOver },
  { feature: 'jobs', screens: jobScreens, takesOver: jobTakesOver },
  { feature: 'admin', screens: adminScreens },
]);
