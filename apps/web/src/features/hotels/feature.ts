import { defineFeature } from '../../shell/define-feature';
import { hotelScreens, hotelTakesOver } from './screens';

/** Hotels: finding a stay, a hotel and its room types, booking and paying, my bookings, and the merchant's hotels, room types and orders. */
export const hotelsFeature = defineFeature({
  name: 'hotels',
  screens: hotelScreens,
  takesOver: hotelTakesOver,
  i18n: { namespace: 'hotels', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  usesWordsOf: ['listing', 'payments'],
});
