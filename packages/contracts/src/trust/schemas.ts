import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema } from '../entities.js';
import { route } from '../route.js';
import { SCAM_PATTERN, SCAM_PATTERN_KINDS, SCAM_PATTERN_LANGS, SCAM_PATTERN_TOPICS, TRUST_PAGE } from './constants.js';

export { trustTiers, type TrustTiers } from './tiers.js';

/**
 * Trust (docs/trust.md): the area admins' scam patterns (console page /admin/trust, permission 'content'). The
 * tiers travel inside the replies that show a person (`trustTiers`); the chat's warning inside its messages.
 */

const seconds = z.number().int();

export const scamPattern = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  kind: z.enum(SCAM_PATTERN_KINDS),
  lang: z.enum(SCAM_PATTERN_LANGS),
  topic: z.enum(SCAM_PATTERN_TOPICS),
  pattern: z.string(),
  enabled: z.boolean(),
  created_by: z.number().int().nullable(),
  updated_at: seconds,
});
export type ScamPattern = z.infer<typeof scamPattern>;

/** What a text matched: the fixed detectors (`phone`, `link`) or a stored pattern (its id). */
export const scamMatch = z.object({
  topic: z.enum(SCAM_PATTERN_TOPICS),
  /** `phone` / `link` (fixed detectors) or `pattern`. */
  source: z.enum(['phone', 'link', 'pattern']),
  pattern_id: z.number().int().nullable(),
  /** The part of the text that matched. */
  text: z.string(),
});
export type ScamMatch = z.infer<typeof scamMatch>;

const patternBody = z.object({
  /** Omitted: a new pattern. */
  id: idSchema.optional(),
  site_area_id: idSchema,
  kind: z.enum(SCAM_PATTERN_KINDS),
  lang: z.enum(SCAM_PATTERN_LANGS),
  topic: z.enum(SCAM_PATTERN_TOPICS),
  // The kind's own limit (a phrase 40, an expression 80) is checked by the server, with a message naming it.
  pattern: z.string().trim().min(1).max(SCAM_PATTERN.maxRegexLength),
  enabled: z.boolean().default(true),
});

export const trustApi = {
  adminScamPatternList: route({
    method: 'GET',
    path: '/admin/trust/scamPattern/list',
    access: 'admin',
    permission: 'content',
    tag: 'admin',
    summary: 'Scam patterns of an area (chat warnings), newest first',
    query: z.object({
      cursor: cursorParam,
      limit: z.coerce.number().int().min(1).max(TRUST_PAGE.maxLimit).default(TRUST_PAGE.defaultLimit),
      site_area_id: idSchema.optional(),
      lang: z.enum(SCAM_PATTERN_LANGS).optional(),
    }),
    data: page(scamPattern),
  }),
  adminScamPatternSave: route({
    method: 'POST',
    path: '/admin/trust/scamPattern/save',
    access: 'admin',
    permission: 'content',
    errors: [409],
    tag: 'admin',
    summary: 'Add or change a scam pattern of an area (a regular expression is checked: valid, short, no catastrophic backtracking); audited',
    body: patternBody,
    data: scamPattern,
  }),
  adminScamPatternDelete: route({
    method: 'DELETE',
    path: '/admin/trust/scamPattern/:id',
    access: 'admin',
    permission: 'content',
    tag: 'admin',
    summary: 'Remove a scam pattern; audited',
    params: idParam,
    data: z.object({ ok: z.literal(true) }),
  }),
  adminScamPatternTest: route({
    method: 'POST',
    path: '/admin/trust/scamPattern/test',
    access: 'admin',
    permission: 'content',
    tag: 'admin',
    summary: 'What an area’s patterns and the fixed detectors find in a text (nothing is stored)',
    body: z.object({ site_area_id: idSchema, text: z.string().min(1).max(SCAM_PATTERN.maxTestLength) }),
    data: z.object({ matches: z.array(scamMatch) }),
  }),
} as const satisfies Record<string, ApiRoute>;
