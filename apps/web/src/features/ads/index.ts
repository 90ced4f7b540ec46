// The ad slots' entry for other features: the admin desk's review tab.
export { AdReviewQueue } from './ad-review-queue';
