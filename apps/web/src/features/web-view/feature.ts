import { defineFeature } from '../../shell/define-feature';
import { webViewScreens } from './screens';

/** The in-app web view: allowed https hosts framed, any other link opened outside after a warning (docs/smaller-screens.md). */
export const webViewFeature = defineFeature({
  name: 'web-view',
  screens: webViewScreens,
  i18n: { namespace: 'webView', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
