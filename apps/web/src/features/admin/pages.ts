// The admin screens' building blocks other features' admin screens reuse (the guides' review queues): heavy, so only
// lazily loaded screens import it; the light entry is ./index.ts.
export { ReviewQueue } from './review-queue';
export { ReviewDetailPage } from './review-detail-page';
export { AreaPicker } from './area-picker';
