import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import { phoneE164 } from './202611260900-auth-phone-e164.js';
import * as userCover from './202611300210-auth-user-cover.js';
import * as privateIdPhotos from './202612040110-auth-private-id-photos.js';

/** Account tables and data fixes of the auth module (its base tables are the kernel's). A released migration is never edited. */
export const authMigrations: Record<string, Migration> = {
  '202611260900-auth-phone-e164': phoneE164,
  '202611300210-auth-user-cover': sqlScript(userCover.up, userCover.down),
  '202612040110-auth-private-id-photos': sqlScript(privateIdPhotos.up, privateIdPhotos.down),
};
