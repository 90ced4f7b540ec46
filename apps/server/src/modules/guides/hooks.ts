import { conflict, fieldError } from '../../core/errors.js';
import type { KindHooks } from '../listings/index.js';

/**
 * The listing engine's hooks for the `guide` kind: one profile per person (guide and/or translator in it), and
 * a profile always names at least one role and one language (the declaration's `multi` takes an empty list).
 */
export const guideHooks: KindHooks = {
  beforeSave: async (db, userId, body, existing) => {
    for (const name of ['roles', 'languages'] as const) {
      const v = (body as Record<string, unknown>)[name];
      if ((v !== undefined || !existing) && (!Array.isArray(v) || v.length === 0)) throw fieldError(`body.${name}`, 'field.required');
    }
    if (existing) return;
    const mine = await db.selectFrom('listing').select('id').where('kind', '=', 'guide').where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (mine) throw conflict('guide.one_profile');
  },
};
