import { defineFeature } from '../../shell/define-feature';
import { companyScreens, companyTakesOver } from './screens';

/** Shops and companies (city and shop tabs, shop details, my company); shows listing cards too. */
export const companiesFeature = defineFeature({
  name: 'companies',
  screens: companyScreens,
  takesOver: companyTakesOver,
  i18n: { namespace: 'companies', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  usesWordsOf: ['listing'],
});
