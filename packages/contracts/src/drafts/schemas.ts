import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam } from '../entities.js';
import { route } from '../route.js';
import { DRAFTS } from './constants.js';

/**
 * Server drafts (spec: POST `temporaryLog/save`, GET `temporaryLog/list`): a half-written publish form kept per member
 * and form key, so it continues on another device; removed 30 days after its last save (docs/smaller-screens.md).
 */

const formKey = z.string().regex(new RegExp(DRAFTS.formKeyPattern), 'draft_form_key');
const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;

export const draftContent = z
  .record(z.string().max(100), z.unknown())
  .refine((v) => bytes(v) <= DRAFTS.contentMaxBytes, { message: 'draft_too_large' })
  .describe(`the form's values as JSON, at most ${DRAFTS.contentMaxBytes} bytes`);

export const serverDraft = z.object({
  id: z.number().int(),
  form_key: z.string(),
  title: z.string(),
  content: z.record(z.string(), z.unknown()),
  updated_at: z.number().int().describe('epoch seconds'),
  expires_at: z.number().int().describe('epoch seconds: 30 days after the last save'),
});
export type ServerDraft = z.infer<typeof serverDraft>;

export const draftSaveBody = z.object({
  form_key: formKey,
  title: z.string().trim().max(DRAFTS.titleMax).default('').describe('a line for the list of drafts (the first words)'),
  content: draftContent,
});

export const draftsApi = {
  temporaryLogSave: route({ method: 'POST', path: '/temporaryLog/save', access: 'user', tag: 'drafts', quiet: true, errors: [413], summary: 'Keep my draft of a publish form (one per form key: saving again replaces it); it expires 30 days after this save', body: draftSaveBody, data: serverDraft }),
  temporaryLogList: route({
    method: 'GET',
    path: '/temporaryLog/list',
    access: 'user',
    tag: 'drafts',
    quiet: true,
    summary: 'My drafts not yet expired, last saved first; `form_key` picks one form’s',
    query: z.object({ form_key: formKey.optional(), cursor: cursorParam, limit: z.coerce.number().int().min(1).max(DRAFTS.pageMax).default(20) }),
    data: page(serverDraft),
  }),
  temporaryLogDelete: route({ method: 'DELETE', path: '/temporaryLog/:id', access: 'user', tag: 'drafts', quiet: true, summary: 'Remove one of my drafts (after publishing, or discarded)', params: idParam, data: z.object({ ok: z.literal(true) }) }),
};
