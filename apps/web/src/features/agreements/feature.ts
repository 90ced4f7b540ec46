import { defineFeature } from '../../shell/define-feature';
import { agreementScreens } from './screens';

/** Contracts and signatures: templates, filling in, inviting, drawing signatures, the signed PDF and its check. */
export const agreementsFeature = defineFeature({
  name: 'agreements',
  screens: agreementScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'agreements', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
