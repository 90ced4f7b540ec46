import { defineFeature } from '../../shell/define-feature';
import { savedSearchScreens } from './screens';

/** Saved searches with alerts (docs/saved-searches.md): Me → Saved searches, and the "save this search" button of the list screens. */
export const savedSearchesFeature = defineFeature({
  name: 'saved-searches',
  screens: savedSearchScreens,
  i18n: { namespace: 'savedSearch', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
