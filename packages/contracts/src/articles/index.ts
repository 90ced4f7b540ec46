/** News articles written by admins — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { articlesApi as api } from './schemas.js';
