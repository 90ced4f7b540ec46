import type { PageLoader } from '../../shell/paths';

/** The spec's city walk screens (Local-guide and Local-guide-detail are the guides feature's). */
export const cityWalkScreens: Record<string, PageLoader> = {
  '/pagesA/cityWalk/list': () => import('./list-page').then((m) => m.WalkListPage),
  '/pagesA/cityWalk/detail': () => import('./detail-page').then((m) => m.WalkDetailPage),
  '/pagesA/cityWalk/search': () => import('./search-page').then((m) => m.WalkSearchPage),
  '/pagesA/cityWalk/add': () => import('./add-page').then((m) => m.WalkAddPage),
  // The area admins' official routes (our own paths; the members' review is a tab of the admin desk).
  '/pagesA/manage/city-walk': () => import('./official-pages').then((m) => m.ManageOfficialListPage),
  '/pagesA/manage/city-walk/edit': () => import('./official-pages').then((m) => m.ManageOfficialEditPage),
};
