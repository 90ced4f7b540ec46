/** Moderation shared by user content: sensitive words per area, report targets, feedback (docs/social.md). — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export const api = {};
