import type { PageLoader } from '../../app/paths';

/** The spec's phone top-up screens (route table titles: rechargeHome, rechargeList). */
export const rechargeScreens: Record<string, PageLoader> = {
  '/pagesA/recharge/phone/home': () => import('./home-page').then((m) => m.RechargeHomePage),
  '/pagesA/recharge/phone/list': () => import('./list-page').then((m) => m.RechargeListPage),
};

export const rechargePaths = {
  home: '/pagesA/recharge/phone/home',
  list: '/pagesA/recharge/phone/list',
};
