import type { PageLoader } from '../../shell/paths';

const manage = () => import('./manage-pages');
const jobShop = () => import('./job-shop-pages');
const detail: PageLoader = () => import('./review-detail-page').then((m) => m.ReviewDetailPage);

/** The regional review screens (spec /pagesA/manage/*). */
export const adminScreens: Record<string, PageLoader> = {
  '/pagesA/manage/index': () => manage().then((m) => m.ManageHomePage),
  '/pagesA/manage/job/list': () => manage().then((m) => m.ManageJobListPage),
  '/pagesA/manage/job/detail': detail,
  '/pagesA/manage/job/edit': () => jobShop().then((m) => m.ManageJobEditPage),
  '/pagesA/manage/job/add': () => jobShop().then((m) => m.ManageJobAddPage),
  '/pagesA/manage/shop/list': () => manage().then((m) => m.ManageShopListPage),
  '/pagesA/manage/shop/detail': detail,
  '/pagesA/manage/shop/edit': () => jobShop().then((m) => m.ManageShopEditPage),
};
