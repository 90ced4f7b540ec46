import { defineFeature } from '../../shell/define-feature';
import { clubScreens } from './screens';

/** Clubs: the area's clubs by category, a club's page with joining and events, and the owner's members, requests and sign-ups. */
export const clubsFeature = defineFeature({
  name: 'clubs',
  screens: clubScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'club', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
