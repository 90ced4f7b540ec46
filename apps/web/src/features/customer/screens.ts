import type { PageLoader } from '../../shell/paths';

/** The spec's customer-service screens (route table titles: customer, customerOld, question, questionDetail). */
export const customerScreens: Record<string, PageLoader> = {
  '/pagesA/customer/index': () => import('./service-centre-page').then((m) => m.ServiceCentrePage),
  '/pagesA/customer/index-old': () => import('./faq-index-old-page').then((m) => m.FaqIndexOldPage),
  '/pagesA/customer/question': () => import('./question-list-page').then((m) => m.QuestionListPage),
  '/pagesA/customer/question-detail': () => import('./question-detail-page').then((m) => m.QuestionDetailPage),
};
