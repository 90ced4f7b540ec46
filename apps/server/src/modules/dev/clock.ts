import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Deps } from '../../core/deps.js';

/**
 * The browser tests' clock (development and test only, loopback only): "let N seconds pass" for the durable
 * timers — every pending job due within the next N seconds is made due now and run (an unpaid order expires,
 * a refund is sent). Nothing else's time moves; the jobs' own work is exactly what would run later.
 */
export function devClockRoute(app: FastifyInstance, deps: Deps) {
  app.post(
    '/api/dev/clock/advance',
    { schema: { hide: true, body: z.object({ seconds: z.number().int().min(1).max(366 * 86_400) }) }, config: { signed: false } },
    async (req) => {
      const { seconds } = req.body as { seconds: number };
      const moved = await sql`update scheduled_job set run_at = now() where status = 'pending' and run_at <= now() + make_interval(secs => ${seconds})`.execute(deps.database.db);
      let ran = 0;
      for (let i = 0; i < 50; i += 1) {
        const n = await app.timers.runDue();
        ran += n;
        if (n === 0) break;
      }
      return { code: 200, message: 'ok', data: { moved: Number(moved.numAffectedRows ?? 0), ran } };
    },
  );
}
