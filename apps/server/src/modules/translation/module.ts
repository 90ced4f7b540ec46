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

/** Translation on demand (docs/translation.md): one service over LibreTranslate or DeepL, cached, with quotas. */
export const translationModule = defineModule<'translationSources'>({
  name: 'translation',
  messages: translationMessages,
  settings: translationSettings,
  migrations: translationMigrations,
  // One registry per app (a restart in the same process builds a new one), filled by the owners' `init`.
  provides: () => ({ translationSources: new TranslationSources() }),
  routes: (app, ctx) => {
    const limits = { memberDailyChars: ctx.config.TRANSLATE_MEMBER_DAILY_CHARS, areaDailyChars: ctx.config.TRANSLATE_AREA_DAILY_CHARS };
    const service = new TranslationService(ctx.database.db, createEngine(ctx.config), ctx.use('translationSources'), limits, ctx.metrics, ctx.log);
    translationRoutes(app, ctx.database.db, service);
  },
});
