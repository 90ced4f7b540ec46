import { VIP } from '@haiwai/contracts/vip/constants';
import type { PageLoader } from '../../shell/paths';
import { VIP_OPEN_PATH } from './paths';

/** The spec names no VIP screen: VIP.path (route title 'vip') and the opening fee (route title 'vipOpen'). */
export const vipScreens: Record<string, PageLoader> = {
  [VIP.path]: () => import('./vip-page').then((m) => m.VipPage),
  [VIP_OPEN_PATH]: () => import('./opening-page').then((m) => m.OpeningPage),
};
