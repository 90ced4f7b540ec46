/**
 * Every feature's contracts, one line each. The API table (api.ts) is composed from their `api`; a new feature
 * adds its line here and is imported by its server module and web feature through the package's subpath
 * (`@haiwai/contracts/<feature>`, zod-free constants at `@haiwai/contracts/<feature>/constants`).
 */
export * as chat from './chat/index.js';
export * as chatSearch from './chat/search.js';
export * as media from './media/index.js';
export * as notices from './notices/index.js';
export * as cars from './cars/index.js';
export * as companies from './companies/index.js';
export * as jobs from './jobs/index.js';
export * as customer from './customer/index.js';
export * as payments from './payments/index.js';
export * as exchange from './exchange/index.js';
export * as vip from './vip/index.js';
export * as promotion from './promotion/index.js';
export * as recharge from './recharge/index.js';
// The listing engine's owner overview; the kinds' own calls come from listings/api.ts and common-api.ts.
export * as listingOwner from './listings/owner-api.js';
export * as ads from './ads/index.js';
export * as moderation from './moderation/index.js';
export * as relations from './relations/index.js';
export * as social from './social/index.js';
export * as articles from './articles/index.js';
export * as guides from './guides/index.js';
export * as links from './links/index.js';
export * as maps from './maps/index.js';
export * as travel from './travel/index.js';
export * as visa from './visa/index.js';
export * as hotels from './hotels/index.js';
export * as trust from './trust/index.js';
export * as verification from './verification/index.js';
export * as adminConsole from './console/index.js';
export * as dashboards from './dashboards/index.js';
export * as basis from './basis/index.js';
export * as staff from './staff/index.js';
export * as savedSearches from './saved-searches/index.js';
export * as translation from './translation/index.js';
export * as cards from './cards/index.js';
export * as agreements from './agreements/index.js';
export * as clubs from './clubs/index.js';
export * as exhibitions from './exhibitions/index.js';
export * as addresses from './addresses/index.js';
export * as logistics from './logistics/index.js';
export * as webView from './web-view/index.js';
export * as drafts from './drafts/index.js';
export * as webPush from './web-push/index.js';
export * as exposures from './exposures/index.js';
