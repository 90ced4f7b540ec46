import { defineFeature } from '../../shell/define-feature';
import { customerScreens } from './screens';

/** Customer service and FAQ: the service centre, the old plain list, questions and answers. */
export const customerFeature = defineFeature({
  name: 'customer',
  screens: customerScreens,
  i18n: { namespace: 'customer', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
