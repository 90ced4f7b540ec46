import { defineFeature } from '../../../shell/define-feature';
import { loginFirst } from '../../common/login-first';

/** Search in chat (docs/chat-search.md): its screen and words; the entries in the message centre and a chat's menu load the words themselves. */
export const chatSearchFeature = defineFeature({
  name: 'chat-search',
  screens: { '/pagesA/chat/search': loginFirst(() => import('./search-page').then((m) => m.ChatSearchPage)) },
  i18n: { namespace: 'chatSearch', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
