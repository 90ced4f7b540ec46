import { defineFeature } from '../../shell/define-feature';

/** Settings: profile, language, password and mobile, closing the account (its code fields use the login words). */
export const settingsFeature = defineFeature({
  name: 'settings',
  screens: { '/pages/common/setting': () => import('./setting-page').then((m) => m.SettingPage) },
  usesWordsOf: ['auth'],
});
