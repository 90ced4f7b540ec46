import { defineFeature } from '../../shell/define-feature';
import { webPushScreens } from './screens';

/** Notifications when the app is closed (docs/web-push.md): Me → 消息通知, and the offer after the first message. */
export const webPushFeature = defineFeature({
  name: 'web-push',
  screens: webPushScreens,
  i18n: { namespace: 'webPush', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
