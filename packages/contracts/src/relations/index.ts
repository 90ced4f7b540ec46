/** People and people: follows and fans, blocking (shielding), social profile counts (docs/moderation.md). — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { relationsApi as api } from './schemas.js';
