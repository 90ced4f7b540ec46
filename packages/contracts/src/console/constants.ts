import { PERMISSIONS } from './permissions.js';

export { DEFAULT_ADMIN_PERMISSION, PERMISSIONS, type AdminPermission, type Permission } from './permissions.js';

/**
 * The operators' console (docs/console.md): a desktop app under `/admin`, same server, same session. Plain data
 * both sides read: the server answers every page path under CONSOLE_PATH with the web app (not a 404), the web
 * router loads the console there.
 */
export const CONSOLE_PATH = '/admin';

/** Whether `pathname` is a page of the console (`/admin`, `/admin/…`): the app shell serves it. */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);
}

/** Every permission an area admin's console may hold, including the default one of admin calls ('manage'). */
export const CONSOLE_PERMISSIONS = ['manage', ...PERMISSIONS] as const;

export const REVIEW = {
  /** How long a claim holds an item for its admin; claiming again (or deciding) renews / ends it. */
  claimMinutes: 15,
  /** Items per page of a queue. */
  pageMax: 50,
  /** Items one bulk decision may name. */
  bulkMax: 50,
  /** A reason's text, and a typed reason. */
  reasonMax: 200,
  /** Reasons one area may keep. */
  reasonsPerArea: 60,
  /** The words filter of a queue. */
  wordsMax: 50,
} as const;

/**
 * The queue families: each is one set of calls with its own permission (a queue belongs to the family of its
 * permission). Listings, companies, posts, creatives, real names and licences are 'review'; reports and feedback
 * 'service'.
 */
export const QUEUE_GROUPS = ['review', 'service'] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];
