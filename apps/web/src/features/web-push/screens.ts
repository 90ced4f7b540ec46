import { WEB_PUSH_SETTINGS_PATH } from '@haiwai/contracts/web-push/constants';
import type { PageLoader } from '../../shell/paths';
import { loginFirst } from '../common/login-first';

export const webPushScreens: Record<string, PageLoader> = {
  [WEB_PUSH_SETTINGS_PATH]: loginFirst(() => import('./settings-page').then((m) => m.WebPushSettingsPage)),
};
