/**
 * Every zod-free constant of the contracts, the kernel's and each feature's (`<feature>/constants.ts`): the
 * package entry `@haiwai/contracts/constants`, which the web app imports instead of copying values. Nothing
 * reached from here may import zod (the web bundle is checked for it); schemas stay in `<feature>/schemas.ts`.
 */
export * from './constants.js';
export * from './chat/constants.js';
export * from './cars/constants.js';
export * from './companies/constants.js';
export * from './jobs/constants.js';
export * from './notices/constants.js';
export * from './notices/report-constants.js';
