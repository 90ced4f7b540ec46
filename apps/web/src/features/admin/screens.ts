import type { PageLoader } from '../../shell/paths';

const manage = () => import('./manage-pages');
const detail: PageLoader = () => import('./review-detail-page').then((m) => m.ReviewDetailPage);

/** The regional review screens (spec /pagesA/manage/*). */
export const adminScreens: Record<string, PageLoader> = {
  '/pagesA/manage/index': () => manage().then((m) => m.ManageHomePage),
  '/pagesA/manage/job/list': () => manage().then((m) => m.ManageJobListPage),
  '/pagesA/manage/job/detail': detail,
  '/pagesA/manage/shop/list': () => manage().then((m) => m.ManageShopListPage),
  '/pagesA/manage/shop/detail': detail,
};
