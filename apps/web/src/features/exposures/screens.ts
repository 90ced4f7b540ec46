import type { PageLoader } from '../../shell/paths';
import { exposurePaths } from './paths';

/** The spec's exposure screens (route table titles: exposureList, exposureDetail, exposureRelease, exposureManage). */
export const exposureScreens: Record<string, PageLoader> = {
  [exposurePaths.list]: () => import('./list-page').then((m) => m.ExposureListPage),
  [exposurePaths.detail]: () => import('./detail-page').then((m) => m.ExposureDetailPage),
  [exposurePaths.release]: () => import('./release-page').then((m) => m.ExposureReleasePage),
  [exposurePaths.manage]: () => import('./manage-page').then((m) => m.ExposureManagePage),
};
