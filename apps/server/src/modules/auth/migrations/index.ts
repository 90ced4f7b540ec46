import type { Migration } from 'kysely';
import { phoneE164 } from './202611260900-auth-phone-e164.js';

/** Account tables and data fixes of the auth module (its base tables are the kernel's). A released migration is never edited. */
export const authMigrations: Record<string, Migration> = {
  '202611260900-auth-phone-e164': phoneE164,
};
