import { defineFeature } from '../../shell/define-feature';
import { vipScreens } from './screens';

/** VIP membership and merchant opening (docs/vip.md): the VIP screen and the opening fee screen. */
export const vipFeature = defineFeature({
  name: 'vip',
  screens: vipScreens,
  usesWordsOf: ['payments'],
  i18n: { namespace: 'vip', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
