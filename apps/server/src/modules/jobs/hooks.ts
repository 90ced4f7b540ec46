import type { KindHooks } from '../listings/index.js';
import { hasUnlocked } from './applications.js';

/**
 * The job-hunt kind's hook: a resume's locked fields (name, phone, email, WeChat) open to a viewer who unlocked
 * it (`jobHunt/unlock/{id}`), or whose position it was sent to.
 */
export const jobHuntHooks: KindHooks = {
  unlocked: (db, userId, row) => hasUnlocked(db, userId, row.id),
};
