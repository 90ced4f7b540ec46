import type { PageLoader } from '../../shell/paths';
import { logisticsPaths } from './paths';

/** The spec's logistics screens (route table titles: logisticsList, logisticsDetail, logisticsManage, logisticsManageDetail). */
export const logisticsScreens: Record<string, PageLoader> = {
  [logisticsPaths.list]: () => import('./list-page').then((m) => m.LogisticsListPage),
  [logisticsPaths.detail]: () => import('./detail-page').then((m) => m.LogisticsDetailPage),
  [logisticsPaths.manage]: () => import('./manage-page').then((m) => m.LogisticsManagePage),
  [logisticsPaths.manageDetail]: () => import('./shipment-page').then((m) => m.ShipmentPage),
};
