import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loopbackOnly } from '../../core/loopback.js';
import type { AdSlides } from './ad-slides.js';

const body = z.object({ days: z.number().int().min(-400).max(400) });

/**
 * Development and test only (NODE_ENV set to development or test, loopback callers only, like modules/dev):
 * `POST /api/dev/ads/day-shift {days}` makes the carousel show the ads of the day `days` after today, so a
 * browser test can buy tomorrow's slot and see it shown "tomorrow". Buying, holding and review are unaffected.
 */
export async function adDevRoute(app: FastifyInstance, slides: AdSlides) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', loopbackOnly);
    scope.post('/api/dev/ads/day-shift', { schema: { hide: true, body }, config: { signed: false } }, async (req) => {
      slides.dayShift = (req.body as z.infer<typeof body>).days;
      slides.changed();
      return { code: 200, message: 'ok', data: { days: slides.dayShift } };
    });
  });
}
