import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import type { PageLoader } from '../../shell/paths';

/** The spec's screens (route table titles topUp, topUpList, numberBuy, numberBuyList). */
export const promotionScreens: Record<string, PageLoader> = {
  [PROMOTION_PATHS.topUp]: () => import('./top-up-page').then((m) => m.TopUpPage),
  [PROMOTION_PATHS.topUpList]: () => import('./top-up-list-page').then((m) => m.TopUpListPage),
  [PROMOTION_PATHS.numberBuy]: () => import('./number-buy-page').then((m) => m.NumberBuyPage),
  [PROMOTION_PATHS.numberBuyList]: () => import('./number-buy-list-page').then((m) => m.NumberBuyListPage),
};
