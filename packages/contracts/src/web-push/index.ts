/** Web Push's contracts: zod-free constants, schemas, and the API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { webPushApi as api } from './schemas.js';
