import { defineFeature } from '../../shell/define-feature';

/** The system location screens (uni.chooseLocation / uni.openLocation as pages) on the kit's shared map. */
export const placesFeature = defineFeature({
  name: 'places',
  screens: {
    '/pagesA/system/choose-location': () => import('./choose-location-page').then((m) => m.ChooseLocationPage),
    '/pagesA/system/open-location': () => import('./open-location-page').then((m) => m.OpenLocationPage),
  },
  i18n: { namespace: 'places', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
