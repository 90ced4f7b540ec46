import { defineFeature } from '../../shell/define-feature';
import { jobScreens, jobTakesOver } from './screens';

/** Jobs, résumés, applications and hiring; shows listing parts too. */
export const jobsFeature = defineFeature({
  name: 'jobs',
  screens: jobScreens,
  takesOver: jobTakesOver,
  i18n: { namespace: 'jobs', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  usesWordsOf: ['listing'],
});
