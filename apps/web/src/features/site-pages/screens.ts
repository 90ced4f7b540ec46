import type { PageLoader } from '../../shell/paths';

/** The site's pages (route table titles: singlePageList, singlePageDetail); the detail is the kit's single page. */
export const sitePageScreens: Record<string, PageLoader> = {
  '/pagesA/singlePage/list': () => import('./list-page').then((m) => m.SinglePageListPage),
  '/pagesA/singlePage/detail': () => import('../common/single-page').then((m) => m.SingleContentPage),
};
