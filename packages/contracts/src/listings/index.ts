export * from './define.js';
export * from './kinds/index.js';
export * from './schemas.js';
export * from './api.js';
export * from './common-api.js';
export { myListingCount, type MyListingCount } from './owner-api.js';
