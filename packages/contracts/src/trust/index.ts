/** Trust members can see (docs/trust.md): tiers, scam patterns and chat warnings. — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { trustApi as api } from './schemas.js';
