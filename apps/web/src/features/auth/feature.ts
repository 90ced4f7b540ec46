import { defineFeature } from '../../shell/define-feature';

/** The login screen (password, SMS code, registration) and its words; the settings screen shows them too. */
export const authFeature = defineFeature({
  name: 'auth',
  screens: { '/pages/login/login': () => import('./login-page').then((m) => m.LoginPage) },
  i18n: { namespace: 'auth', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
