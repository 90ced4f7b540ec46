import { defineFeature } from '../../shell/define-feature';
import { listingScreens } from './screens';

/** Every listing kind's list, detail, edit and manage screens, and the listing words (`listing.*`). */
export const listingsFeature = defineFeature({
  name: 'listings',
  screens: listingScreens,
  i18n: { namespace: 'listing', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // The list's "save this search" button (features/saved-searches).
  usesWordsOf: ['savedSearch'],
});
