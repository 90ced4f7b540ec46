/** The links feature's contracts: the app's screens (zod-free constants), the link card call as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { linksApi as api } from './schemas.js';
