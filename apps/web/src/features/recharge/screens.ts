import type { PageLoader } from '../../shell/paths';
import { rechargePaths } from './paths';

/** The spec's phone top-up screens (route table titles: rechargeHome, rechargeList). */
export const rechargeScreens: Record<string, PageLoader> = {
  [rechargePaths.home]: () => import('./home-page').then((m) => m.RechargeHomePage),
  [rechargePaths.list]: () => import('./list-page').then((m) => m.RechargeListPage),
};
