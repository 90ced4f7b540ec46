/** Saved searches' contracts: zod-free constants, schemas, and the API table part as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { savedSearchesApi as api } from './schemas.js';
