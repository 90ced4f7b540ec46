import type { PageLoader } from '../../shell/paths';

/*
 * Job and resume screens beyond the generic listing ones: the position's page with applying, the resume page
 * with unlocking, both sides' applications, the talent pool with unlocks, recruitment management and the steps
 * before posting a job. Listed after the listing screens in app/feature-screens.ts; these take the job
 * detail, resume detail, talent pool and hire-manage paths over from the generic screens.
 */
export const jobTakesOver = ['/pagesA/job/detail', '/pages/job/resume-detail', '/pagesA/resume/list', '/pagesA/resume/hire-manage'] as const;
export const jobScreens: Record<string, PageLoader> = {
  '/pagesA/job/detail': () => import('./job-detail-page').then((m) => m.JobDetailPage),
  '/pages/job/resume-detail': () => import('./resume-detail-page').then((m) => m.ResumeDetailPage),
  '/pagesA/job/delivery-company': () => import('./delivery-company-page').then((m) => m.DeliveryCompanyPage),
  '/pagesA/job/delivery-record': () => import('./delivery-record-page').then((m) => m.DeliveryRecordPage),
  '/pagesA/resume/list': () => import('./talent-pool-page').then((m) => m.TalentPoolPage),
  '/pagesA/resume/hire-manage': () => import('./hire-manage-page').then((m) => m.HireManagePage),
  '/pagesA/resume/before': () => import('./post-pages').then((m) => m.PostBeforePage),
  '/pagesA/resume/type': () => import('./post-pages').then((m) => m.PostTypePage),
};
