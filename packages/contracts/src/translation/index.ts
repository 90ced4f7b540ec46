/** Translation on demand: constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { translationApi as api } from './schemas.js';
