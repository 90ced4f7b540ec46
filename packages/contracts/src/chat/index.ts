/** The chat feature's contracts: zod-free constants, schemas, and its API table as `api` (composed in ../features.ts). */
import { chatGroupsApi } from './groups.js';
import { chatApi } from './schemas.js';

export * from './constants.js';
export * from './schemas.js';
export * from './groups.js';
/** Chat's calls and the group-running calls of groups.ts (docs/chat-groups.md). */
export const api = { ...chatApi, ...chatGroupsApi };
