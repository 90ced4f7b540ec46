import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import { devNoticeRoute } from '../notices/index.js';
import { devClockRoute } from './clock.js';

/**
 * Development only (registered by module.ts with an explicit NODE_ENV=development or test, for loopback
 * callers only): lets a developer or a browser test read the SMS codes the built-in outbox provider "sent",
 * since no phone receives them, send test notices, and let time pass for the durable timers (clock.ts).
 */
export function devRoutes(app: FastifyInstance, deps: Deps) {
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: { hide: true, querystring: z.object({ mobile: z.string().max(20), area_code: z.string().max(4).optional() }) },
      config: { signed: false },
    },
    async (req) => {
      const q = req.query as { mobile: string; area_code?: string };
      let sel = deps.database.db.selectFrom('sms_outbox').select(['area_code', 'mobile', 'purpose', 'code', 'body', 'created_at']).where('mobile', '=', q.mobile);
      if (q.area_code) sel = sel.where('area_code', '=', q.area_code);
      const rows = await sel.orderBy('id', 'desc').limit(10).execute();
      return { code: 200, message: 'ok', data: rows };
    },
  );
  devNoticeRoute(app, deps);
  devClockRoute(app, deps);
}
