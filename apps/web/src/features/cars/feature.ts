import { defineFeature } from '../../shell/define-feature';
import { carScreens, carTakesOver } from './screens';

/** Car details with booking, the car-rental landing and bookings; built on the listing screens and words. */
export const carsFeature = defineFeature({
  name: 'cars',
  screens: carScreens,
  takesOver: carTakesOver,
  i18n: { namespace: 'cars', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  usesWordsOf: ['listing'],
});
