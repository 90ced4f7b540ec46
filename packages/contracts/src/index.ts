export * from './constants.js';
export * from './envelope.js';
export * from './entities.js';
export * from './api.js';
export * from './console/permissions.js';
export * from './sign.js';
export * from './media-url.js';
export * from './listings/index.js';
// The features that were here before the feature list (features.ts) keep their flat names; a newer feature is
// imported from its subpath, `@haiwai/contracts/<feature>`.
export * from './chat/constants.js';
export * from './chat/schemas.js';
export * from './cars/constants.js';
export * from './cars/schemas.js';
export * from './companies/constants.js';
export * from './companies/schemas.js';
export * from './jobs/constants.js';
export * from './jobs/schemas.js';
export * from './notices/constants.js';
export * from './notices/report-constants.js';
export * from './notices/schemas.js';
