/** The zod-free part of the listing contracts, for the web app: declarations and their types. */
export * from './define.js';
export * from './kinds/index.js';
export type { ListingCard, ListingDetail, ListingPage, ListingSaveBody, ListingListQuery, ListingTexts } from './schemas.js';
