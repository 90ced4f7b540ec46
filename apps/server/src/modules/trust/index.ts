/**
 * What other modules use of trust (docs/trust.md): the tiers' SQL for queries that already join the person
 * (`tierBits(alias)`, read with `tiersOf`), and the services `trustTiers` (batch lookups) and `scamScreen` (chat).
 */
export { tierBits, tiersOf, NO_TIERS, TrustTierLookup } from './tiers.js';
export { ScamScreen } from './patterns.js';
