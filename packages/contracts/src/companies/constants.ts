/** Companies and their pages (spec "Companies and enterprises"), the zod-free part. */

/** How many jobs and other listings a company page shows (the rest are one tap away in the lists). */
export const COMPANY_PAGE = { jobs: 20, listings: 20 } as const;
