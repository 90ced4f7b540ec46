/** The clubs feature's contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { clubsApi as api } from './schemas.js';
