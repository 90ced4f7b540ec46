import type { PageLoader } from '../../shell/paths';
import { clubPaths } from './paths';

/** The spec's club screens (route table titles: clubList, clubDetail, clubCustomer). */
export const clubScreens: Record<string, PageLoader> = {
  [clubPaths.list]: () => import('./list-page').then((m) => m.ClubListPage),
  [clubPaths.detail]: () => import('./detail-page').then((m) => m.ClubDetailPage),
  [clubPaths.customer]: () => import('./customer-page').then((m) => m.ClubCustomerPage),
};
