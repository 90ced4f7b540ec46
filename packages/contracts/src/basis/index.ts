/** The basis data's console calls (carousels, function entries, single pages, UI words, area settings, WeChat groups): constants, schemas, and its API table as `api`. */
export * from './constants.js';
export * from './schemas.js';
export { basisAdminApi as api } from './schemas.js';
