import type { PageLoader } from '../../shell/paths';
import { visaPaths } from './paths';

/** The spec's visa screens (route table titles: visaList, visaDetail, visaCustomer). */
export const visaScreens: Record<string, PageLoader> = {
  [visaPaths.list]: () => import('./list-page').then((m) => m.VisaListPage),
  [visaPaths.detail]: () => import('./detail-page').then((m) => m.VisaDetailPage),
  [visaPaths.customer]: () => import('./customer-page').then((m) => m.VisaCustomerPage),
};
