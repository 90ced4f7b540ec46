import type { PageLoader } from '../../shell/paths';
import { agreementPaths } from './paths';

/** The spec's contract screens (route table titles: signIndex, signList, signManage, signDetail, signSign). */
export const agreementScreens: Record<string, PageLoader> = {
  [agreementPaths.index]: () => import('./index-page').then((m) => m.AgreementIndexPage),
  [agreementPaths.list]: () => import('./list-page').then((m) => m.AgreementListPage),
  [agreementPaths.manage]: () => import('./manage-page').then((m) => m.AgreementManagePage),
  [agreementPaths.detail]: () => import('./detail-page').then((m) => m.AgreementDetailPage),
  [agreementPaths.sign]: () => import('./sign-page').then((m) => m.AgreementSignPage),
};
