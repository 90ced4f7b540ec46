/**
 * What an operator may do, as data (issue 29, docs/console.md). A call of the API table with `access: 'admin'`
 * names the permission it needs (`permission`); one check in the server's route registration enforces it for
 * every call. A role is a named set of permissions, granted to a staff member for one site area (the super
 * admin holds every permission in every area).
 */
export const PERMISSIONS = [
  /** The review queues: listings of every kind, companies, posts, ad creatives, real-name and licences. */
  'review',
  /** Member accounts: search, ban and unban. */
  'users',
  /** Carousel and function entries, single pages, FAQ, UI word overrides, sensitive words, scam patterns. */
  'content',
  /** The area's settings: currency, watermark, contact, WeChat group, prices and fees of the money engine. */
  'settings',
  /** Orders and the ledger, read only. */
  'finance.read',
  /** Refunds and other money moves (granted on top of finance.read). */
  'finance.write',
  /** Reports, feedback, and chat as the area's service account. */
  'service',
  /** The audit log. */
  'audit',
  /** The area's dashboards. */
  'dashboard',
  /** Granting and withdrawing staff roles in the area. */
  'roles',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permission an admin call needs when its table entry names none: everything an area admin does that is
 * not one of the narrower permissions above (the area admin role holds it; reviewers, finance and customer
 * service do not).
 */
export const DEFAULT_ADMIN_PERMISSION = 'manage' as const;
export type AdminPermission = Permission | typeof DEFAULT_ADMIN_PERMISSION;
