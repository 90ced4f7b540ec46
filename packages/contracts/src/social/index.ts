/** The social square: posts, topics, comments, likes and the feeds (docs/social.md). — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export * from './constants.js';
export * from './schemas.js';
export { socialApi as api } from './schemas.js';
