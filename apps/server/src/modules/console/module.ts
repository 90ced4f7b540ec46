import { defineModule } from '../../core/module.js';
import { consoleMessages } from './messages.js';
import { consoleMigrations } from './migrations/index.js';
import { consoleRoutes } from './routes.js';
import { seedReasons } from './seed/reference.js';
import './schema.js';

/**
 * The operators' console (docs/console.md): the review queues every module declares (`reviewQueues`), claims on
 * their items, decisions one or many at a time, each area's reject reasons, and who the console's user is.
 */
export const consoleModule = defineModule({
  name: 'console',
  messages: consoleMessages,
  migrations: consoleMigrations,
  seed: { reference: seedReasons },
  routes: consoleRoutes,
});
