/**
 * The exposure board's zod-free constants (docs/exposures.md): screens, states, proofs of the right of reply and
 * limits. The web imports this file; the server and the API table import the schemas beside it.
 */

/** The spec's screens. */
export const EXPOSURE_PAGES = {
  list: '/pagesA/exposure/list',
  detail: '/pagesA/exposure/detail',
  release: '/pagesA/exposure/release',
  manage: '/pagesA/exposure/manage',
} as const;

/**
 * An exposure: `unpaid` (the area charges a fee, not paid yet) → `pending` (waits for the area's review) →
 * `approved` (public) or `rejected` (with a reason; the author may correct it and send it again); an approved one
 * becomes `expired` after the area's days unless the author renews it; `withdrawn` by its author, final.
 */
export const EXPOSURE_STATUSES = ['unpaid', 'pending', 'approved', 'rejected', 'expired', 'withdrawn'] as const;
export type ExposureStatus = (typeof EXPOSURE_STATUSES)[number];

/** The exposed party's one answer: reviewed before it shows (`pending` → `approved` / `rejected`; rewritten → `pending`). */
export const EXPOSURE_REPLY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExposureReplyStatus = (typeof EXPOSURE_REPLY_STATUSES)[number];

/** How the exposed party proves who they are: an SMS code to the exposed phone, or owning the named company or listing. */
export const EXPOSURE_PROOFS = ['sms', 'company', 'listing'] as const;
export type ExposureProof = (typeof EXPOSURE_PROOFS)[number];

/** The order kind on the payment engine (docs/payments.md) and the price list kind an area's fee is kept under. */
export const EXPOSURE_ORDER_KIND = 'exposure';

/** The SMS purpose of the right-of-reply code (docs/sms.md). */
export const EXPOSURE_SMS_PURPOSE = 'exposure_reply';

export const EXPOSURE = {
  titleMax: 80,
  storyMin: 20,
  storyMax: 3000,
  nameMax: 60,
  companyNameMax: 100,
  evidenceMax: 9,
  replyMin: 10,
  replyMax: 2000,
  reasonMax: 200,
  queryMax: 60,
  pageMax: 50,
  /** Days an approved exposure stays on the list when the area sets none. */
  defaultDays: 180,
  daysMax: 3650,
  /** The largest amount lost, in minor units. */
  amountMax: 1_000_000_000_000,
} as const;
