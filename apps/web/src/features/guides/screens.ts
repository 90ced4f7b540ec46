import { GUIDE_PATHS as P } from '@haiwai/contracts/guides/constants';
import type { PageLoader } from '../../shell/paths';

/*
 * Guides' screens: the list (rating sort), a guide's page with certificates, calendar, reviews and booking, my
 * profile and appointments, the admins' queues and edit, and the city walk's local guides. Registration stays the
 * generic listing form (/pages/translate/register, with the listing fee where charged).
 */
export const guideTakesOver = [P.list, P.detail, P.manage] as const;
const admin = () => import('./admin-pages');
const local = () => import('./local-pages');
export const guideScreens: Record<string, PageLoader> = {
  [P.list]: () => import('./list-page').then((m) => m.GuideListPage),
  [P.detail]: () => import('./detail-page').then((m) => m.GuideDetailPage),
  [P.manage]: () => import('./manage-page').then((m) => m.GuideManagePage),
  [P.adminQueue]: () => admin().then((m) => m.GuideQueuePage),
  [P.adminTranslators]: () => admin().then((m) => m.TranslatorQueuePage),
  [P.adminDetail]: () => admin().then((m) => m.GuideReviewDetailPage),
  [P.adminEdit]: () => admin().then((m) => m.GuideAdminEditPage),
  [P.localList]: () => local().then((m) => m.LocalGuidePage),
  [P.localDetail]: () => local().then((m) => m.LocalGuideDetailPage),
};
