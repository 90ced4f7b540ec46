import type { ApiData } from '@haiwai/contracts';
import type { BlockAction } from '@haiwai/contracts/relations';
import type { Kysely } from 'kysely';
import { FieldError, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { unfollow } from './follows.js';

/**
 * `shielding/sava`: blocking someone ends follows both ways (with their counts) in the same transaction;
 * from then on follows, chat and social content between the two are refused or hidden (UserBlocks).
 */
export async function setBlock(db: Kysely<DB>, me: number, target: number, action: BlockAction | undefined): Promise<ApiData<'shieldingSave'>> {
  if (target === me) throw new FieldError({ 'body.user_id': 'block.self' }, 'block.self');
  return db.transaction().execute(async (trx) => {
    const person = await trx.selectFrom('app_user').select('id').where('id', '=', target).where('status', '=', 'active').executeTakeFirst();
    if (!person) throw notFound('relation.user_not_found');
    const has = await trx.selectFrom('user_block').select('blocker_id').where('blocker_id', '=', me).where('blocked_id', '=', target).executeTakeFirst();
    const block = action ? action === 'block' : !has;
    if (block) {
      await trx.insertInto('user_block').values({ blocker_id: me, blocked_id: target }).onConflict((oc) => oc.doNothing()).execute();
      await unfollow(trx, me, target);
      await unfollow(trx, target, me);
    } else {
      await trx.deleteFrom('user_block').where('blocker_id', '=', me).where('blocked_id', '=', target).execute();
    }
    return { user_id: target, isBlocked: block };
  });
}
