import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas } from '../notices/index.js';
import type { TranslationService } from './service.js';

/** The app's switch (`translate/config`), the reader's "Translate" (`translate`) and the cost view (`admin/translate/usage`). */
export function translationRoutes(app: FastifyInstance, db: Kysely<DB>, service: TranslationService) {
  route(app, 'translateConfig', async () => ({ enabled: service.enabled, engine: service.engine?.name ?? null }));

  route(app, 'translate', async ({ body, user, ctx }) => service.translate(user, body.type, body.id, body.lang ?? ctx.lang));

  route(app, 'adminTranslateUsage', async ({ query, user }) => {
    const areas = adminAreas(user, query.site_area_id);
    const since = new Date(Date.now() - (query.days - 1) * 86_400_000).toISOString().slice(0, 10);
    let q = db
      .selectFrom('translation_usage')
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        'site_area_id',
        sql<string>`sum(chars)`.as('chars'),
        sql<string>`sum(requests)`.as('requests'),
        sql<string>`sum(cache_hits)`.as('cache_hits'),
      ])
      .where('day', '>=', since)
      .groupBy(['day', 'site_area_id'])
      .orderBy('day', 'desc')
      .orderBy('site_area_id');
    if (areas) q = areas.length ? q.where('site_area_id', 'in', areas) : q.where(sql<boolean>`false`);
    const rows = await q.execute();
    const days = rows.map((r) => ({ day: r.day, site_area_id: r.site_area_id, chars: Number(r.chars), requests: Number(r.requests), cache_hits: Number(r.cache_hits) }));
    return { engine: service.engine?.name ?? null, days, total_chars: days.reduce((n, d) => n + d.chars, 0) };
  });
}
