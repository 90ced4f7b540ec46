/** People and people: follows and fans, blocking (shielding), social profile counts (docs/social.md). — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export const api = {};
