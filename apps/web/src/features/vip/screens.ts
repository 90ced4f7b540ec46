import { VIP } from '@haiwai/contracts/vip/constants';
import type { PageLoader } from '../../app/paths';

/** The spec names no VIP screen: VIP.path (route title 'vip') and the opening fee (route title 'vipOpen'). */
export const VIP_OPEN_PATH = '/pagesA/vip/open';
export const vipScreens: Record<string, PageLoader> = {
  [VIP.path]: () => import('./vip-page').then((m) => m.VipPage),
  [VIP_OPEN_PATH]: () => import('./opening-page').then((m) => m.OpeningPage),
};
