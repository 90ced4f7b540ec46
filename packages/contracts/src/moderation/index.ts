/** Moderation shared by user content: sensitive words per area, report targets, feedback (docs/moderation.md). — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { moderationApi as api } from './schemas.js';
