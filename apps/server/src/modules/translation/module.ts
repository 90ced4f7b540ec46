import { defineModule } from '../../core/module.js';
import { createEngine } from './engines.js';
import { translationMessages } from './messages.js';
import { translationMigrations } from './migrations/index.js';
import { translationRoutes } from './routes.js';
import { TranslationService } from './service.js';
import { translationSettings } from './settings.js';
import { TranslationSources } from './sources.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Where modules register how to read their translatable things (listings, posts, comments, articles, chat). */
    translationSources: TranslationSources;
  }
}

// One registry per app (keyed by its database: test files share loaded modules), built by `provides`, read by `routes`.
const registries = new WeakMap<object, TranslationSources>();
function sourcesOf(db: object): TranslationSources {
  let r = registries.get(db);
  if (!r) registries.set(db, (r = new TranslationSources()));
  return r;
}

/** Translation on demand (docs/translation.md): one service over LibreTranslate or DeepL, cached, with quotas. */
export const translationModule = defineModule<'translationSources'>({
  name: 'translation',
  messages: translationMessages,
  settings: translationSettings,
  migrations: translationMigrations,
  provides: (ctx) => ({ translationSources: sourcesOf(ctx.database.db) }),
  routes: (app, ctx) => {
    const limits = { memberDailyChars: ctx.config.TRANSLATE_MEMBER_DAILY_CHARS, areaDailyChars: ctx.config.TRANSLATE_AREA_DAILY_CHARS };
    const service = new TranslationService(ctx.database.db, createEngine(ctx.config), sourcesOf(ctx.database.db), limits, ctx.metrics, ctx.log);
    translationRoutes(app, ctx.database.db, service);
  },
});
