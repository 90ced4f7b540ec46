import { fieldError } from '../../core/errors.js';
import type { KindHooks } from '../listings/index.js';
import { guideDetail, guideListHook } from './list-hook.js';

/**
 * The listing engine's hooks for the `guide` kind: a profile always names a role and a language (a `multi` field
 * takes an empty list); the list's rating sort and filter and the cards' and detail's rating.
 */
export const guideHooks: KindHooks = {
  beforeSave: async (_db, _userId, body, existing) => {
    for (const name of ['roles', 'languages'] as const) {
      const v = (body as Record<string, unknown>)[name];
      if ((v !== undefined || !existing) && (!Array.isArray(v) || v.length === 0)) throw fieldError(`body.${name}`, 'field.required');
    }
  },
  list: guideListHook,
  detail: guideDetail,
};
