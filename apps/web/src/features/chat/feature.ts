import { defineFeature } from '../../shell/define-feature';
import { chatScreens } from './screens';

/** Chat screens and words; the tab badge and new-message toasts load the words on their own (chat-boot.tsx). */
export const chatFeature = defineFeature({
  name: 'chat',
  screens: chatScreens,
  i18n: { namespace: 'chat', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});

/** Search in chat is a feature of its own (its namespace loads with its screen), listed through chat's entry. */
export { chatSearchFeature } from './search/feature';
