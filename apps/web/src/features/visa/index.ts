// The visa feature's entry for other features: the admin desk's review tab of agencies' packages.
export { VisaReviewQueue } from './admin-queue';
