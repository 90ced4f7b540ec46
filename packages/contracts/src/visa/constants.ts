/**
 * Visa packages and applications (spec "Visa", docs/visa.md), the zod-free part: limits, document kinds,
 * statuses and moves, shared by the server, the schemas in `schemas.ts` and the web app.
 */

export const VISA = {
  titleMax: 60,
  summaryMax: 2000,
  /** One line of "what is included" or of the steps. */
  itemMax: 120,
  includesMax: 12,
  stepsMax: 12,
  documentsMax: 12,
  processingDaysMax: 365,
  /** The highest price an agency may ask, in the area currency's minor unit. */
  priceMax: 1_000_000_000_000,
  nameMax: 60,
  noteMax: 500,
  reasonMax: 300,
  pageMax: 50,
  /** Applications one account may start per hour. */
  perHour: 20,
} as const;

/** What an agency may ask an applicant to upload (labels in the web's `visa` words and the server's messages). */
export const VISA_DOCUMENTS = [
  'passport',
  'photo',
  'id_card',
  'current_visa',
  'bank_statement',
  'employment_letter',
  'invitation_letter',
  'company_license',
  'flight_booking',
  'hotel_booking',
  'health_check',
  'criminal_record',
  'degree',
  'work_permit',
  'residence_card',
] as const;
export type VisaDocument = (typeof VISA_DOCUMENTS)[number];

/** A package: waiting for the area's review, listed, refused by the review, or taken down by its agency. */
export const VISA_PACKAGE_STATUSES = ['reviewing', 'online', 'rejected', 'offline'] as const;
export type VisaPackageStatus = (typeof VISA_PACKAGE_STATUSES)[number];

/**
 * An application: `unpaid` until the payment engine reports the payment, then submitted → (documents requested →
 * submitted) → processing → issued or refused; `cancelled` when the order was never paid.
 */
export const VISA_APPLICATION_STATUSES = ['unpaid', 'submitted', 'documents_requested', 'processing', 'issued', 'refused', 'cancelled'] as const;
export type VisaApplicationStatus = (typeof VISA_APPLICATION_STATUSES)[number];

/** The agency's moves (`visa/application/move/{id}`). */
export const VISA_AGENCY_MOVES = ['documents_requested', 'processing', 'issued', 'refused'] as const;
export type VisaAgencyMove = (typeof VISA_AGENCY_MOVES)[number];

/** Where the applicant and the agency see applications (web paths, also used in notices' links). */
export const VISA_PAGES = {
  list: '/pages/visa/list',
  detail: '/pages/visa/detail',
  customer: '/pages/visa/customer',
} as const;
