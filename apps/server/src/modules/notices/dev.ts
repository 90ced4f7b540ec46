import { mobileSchema } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import { isMessageKey } from '../../core/messages.js';
import { NoticeService, type NoticeInput } from './notice-service.js';
import type { NoticeText } from './notice-text.js';

const text = z.union([
  z.string().max(2000),
  z.object({ key: z.string().max(100), params: z.record(z.string(), z.union([z.string().max(500), z.number()])).optional() }),
  z.object({ zh: z.string().max(2000), en: z.string().max(2000).optional(), vi: z.string().max(2000).optional() }),
]);

const body = z
  .object({
    /** A personal notice to this user (by id or by mobile), or an announcement to `site_area_id` (0: every area). */
    user_id: z.number().int().positive().optional(),
    mobile: mobileSchema.optional(),
    site_area_id: z.number().int().min(0).optional(),
    kind: z.string().regex(/^[a-z][a-z0-9_]{1,31}$/).default('system'),
    title: text,
    body: text.default(''),
    link: z.string().max(500).nullable().optional(),
    ref_type: z.string().max(32).nullable().optional(),
    ref_id: z.number().int().positive().nullable().optional(),
  })
  .refine((b) => b.user_id !== undefined || b.mobile !== undefined || b.site_area_id !== undefined, { message: 'user_id, mobile or site_area_id' });

/**
 * Development only (registered from dev/routes.ts, never in production): sends a notice through the real
 * NoticeService, so a developer or a browser test can see the notice centre work without a listing review.
 */
export function devNoticeRoute(app: FastifyInstance, deps: Deps) {
  const notices = new NoticeService(deps.database.db);
  app.post('/api/dev/notice', { schema: { hide: true, body }, config: { signed: false } }, async (req, reply) => {
    const b = req.body as z.infer<typeof body>;
    const asText = (t: z.infer<typeof text>): NoticeText => {
      if (typeof t === 'object' && 'key' in t) {
        if (!isMessageKey(t.key)) throw Object.assign(new Error(`unknown message key ${t.key}`), { statusCode: 400 });
        return { key: t.key, params: t.params };
      }
      return t;
    };
    const input: NoticeInput = { kind: b.kind, title: asText(b.title), body: asText(b.body), link: b.link ?? null, refType: b.ref_type ?? null, refId: b.ref_id ?? null };
    let userId = b.user_id;
    if (userId === undefined && b.mobile) {
      const u = await deps.database.db.selectFrom('app_user').select('id').where('mobile', '=', b.mobile).where('status', '=', 'active').executeTakeFirst();
      if (!u) return reply.code(404).send({ code: 404, message: `no active user with mobile ${b.mobile}`, data: null });
      userId = u.id;
    }
    const data = userId !== undefined ? await notices.notify(userId, { ...input, siteAreaId: b.site_area_id ?? null }) : await notices.broadcast(b.site_area_id!, input);
    return { code: 200, message: 'ok', data };
  });
}
