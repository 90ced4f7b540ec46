import type { PageLoader } from '../../shell/paths';
import { MY_COMPANY_PATH } from './paths';

/*
 * Company screens beyond the generic listing ones: the company page (yellow-pages entries keep the generic
 * detail), my enterprise, the yellow pages by type, and the Same-city and Merchants tabs. Listed after the
 * listing screens in app/feature-screens.ts; the company page takes /pages/shop/detail over.
 */
export const companyTakesOver = ['/pages/shop/detail'] as const;
export const companyScreens: Record<string, PageLoader> = {
  '/pages/shop/detail': () => import('./shop-detail-page').then((m) => m.ShopDetailPage),
  [MY_COMPANY_PATH]: () => import('./my-company-page').then((m) => m.MyCompanyPage),
  '/pages/common/enterprise-type': () => import('./enterprise-type-page').then((m) => m.EnterpriseTypePage),
  '/pages/index/city': () => import('./city-tab-page').then((m) => m.CityTabPage),
  '/pages/index/shop': () => import('./shop-tab-page').then((m) => m.ShopTabPage),
};
