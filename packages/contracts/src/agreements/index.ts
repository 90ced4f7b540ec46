/** Contracts and signatures: zod-free constants, schemas, and the API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { agreementsApi as api } from './schemas.js';
