import { defineModule } from '../../core/module.js';
import { relationsMigrations } from './migrations/index.js';
import './schema.js';

/** People and people: follows and fans, blocking (shielding), social profile counts (docs/social.md). */
export const relationsModule = defineModule({
  name: 'relations',
  migrations: relationsMigrations,
});
