/**
 * VIP membership and merchant opening (docs/vip.md): zod-free constants shared by the server and the web.
 * Both are sold through the payment engine (kinds `vip` and `open`); their prices are the areas' `price_item` rows.
 */

/**
 * What an `open` price's `spec.target` names: a company page (listing kind `company`), a shop (a yellow-pages
 * entry, kind `yp`) or a guide's or translator's profile (kind `guide`, its listing fee: docs/guides.md).
 */
export const OPEN_TARGETS = ['company', 'shop', 'guide'] as const;
export type OpenTarget = (typeof OPEN_TARGETS)[number];

/** The listing kind each opening target registers. */
export const OPEN_TARGET_KIND: Record<OpenTarget, 'company' | 'yp' | 'guide'> = { company: 'company', shop: 'yp', guide: 'guide' };

export const VIP = {
  /** Web: the VIP screen (the spec names none). */
  path: '/pagesA/vip/index',
  /** Live listings a member (not VIP) may have in an area when the area sets no `listing_live_limit`. */
  defaultLiveLimit: 30,
  /** Most days one purchase may add (a tier's `spec.days` above this is refused as misconfigured). */
  maxTierDays: 3660,
} as const;

/** The opening state of a registration: waiting for its fee (not sent to review), paid (sent), refunded (fee returned). */
export const OPENING_STATES = ['awaiting_fee', 'paid', 'refunded'] as const;
export type OpeningState = (typeof OPENING_STATES)[number];
