// What other modules use of jobs: the free monthly quota of resume unlocks (promotion shows it beside the paid balance).
export { JobHuntUnlocks } from './applications.js';
export { unlockQuotaOf } from './routes.js';
