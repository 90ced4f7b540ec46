import { defineFeature } from '../../shell/define-feature';
import { cityWalkScreens } from './screens';

/** City walks and travel notes: the area's official routes and members' walks, a route on the map, publishing one (docs/travel.md). */
export const cityWalkFeature = defineFeature({
  name: 'cityWalk',
  screens: cityWalkScreens,
  i18n: { namespace: 'cityWalk', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
