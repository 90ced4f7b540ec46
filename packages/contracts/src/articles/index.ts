/** News articles written by admins: categories, comments, likes, collect, solved (docs/articles.md). — contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
export const api = {};
