/** The logistics feature's contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { logisticsApi as api } from './schemas.js';
