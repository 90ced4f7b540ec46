// The city walk feature's entry for other features: the admin desk's review tab of members' walks.
export { WalkReviewQueue } from './admin-queue';
