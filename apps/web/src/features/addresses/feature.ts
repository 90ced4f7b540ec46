import { defineFeature } from '../../shell/define-feature';
import { addressScreens } from './screens';

/** My address book: the list (and its select mode for other screens) and the add/edit form with a map pin. */
export const addressesFeature = defineFeature({
  name: 'addresses',
  screens: addressScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'addresses', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
