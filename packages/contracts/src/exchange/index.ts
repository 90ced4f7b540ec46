/** The exchange-rate feature's contracts: zod-free constants and decimal arithmetic, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { exchangeApi as api } from './schemas.js';
